import { describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { api, someClientIp } from "../../support/http";

const TOO_MANY = /Too many attempts\. Please wait \d+ minutes? and try again\./;

describe("attempt limits on current-password checks", () => {
  it("answers 429 to the 6th wrong current password on change-password, even with the right one, and not from another client", async () => {
    const { token } = await verifiedUser();
    const client = someClientIp();
    const change = (oldPassword: string, ip: string) =>
      api("/api/v1/change-password", {
        method: "POST",
        token,
        headers: { "x-forwarded-for": ip },
        json: { oldPassword, newPassword: "Another-Pass-2026", confirmPassword: "Another-Pass-2026" },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(`wrong-${attempt}`, client)).status).toBe(401);
    const sixth = await change("wrong-5", client);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: "rate_limited", message: expect.stringMatching(TOO_MANY) });
    expect((await change(PASSWORD, client)).status).toBe(429);
    // The owner elsewhere is not locked out by this client's guesses.
    expect((await change(PASSWORD, someClientIp())).status).toBe(200);
  });

  it("answers 429 to the 6th wrong password on account deletion and deletes nothing", async () => {
    const { userId, token } = await verifiedUser();
    const client = someClientIp();
    const remove = (password: string) =>
      api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token, headers: { "x-forwarded-for": client }, json: { password } });
    for (let attempt = 0; attempt < 5; attempt++) expect((await remove(`wrong-${attempt}`)).status).toBe(401);
    const sixth = await remove("wrong-5");
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: "rate_limited", message: expect.stringMatching(TOO_MANY) });
    expect((await remove(PASSWORD)).status).toBe(429);
    expect((await api("/api/v1/me", { token })).status).toBe(200);
  });
});
