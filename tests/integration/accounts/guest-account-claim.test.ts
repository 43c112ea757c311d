import { describe, expect, it } from "vitest";
import { mailLink, registration, uniqueEmail } from "../../support/accounts";
import { api } from "../../support/http";
import { countMail } from "../../../bench/lib/smtp-capture.mjs";
import { eventFor, payThroughTestGateway } from "../../support/purchases";
import { testStack } from "../../support/stack";

const STRANGER_PASSWORD = "Stranger-2026";
const OWNER_PASSWORD = "Owner-Mailbox-2026";

/** Someone buys without an account with `email` and pays: the address now has a guest record holding the order. */
async function guestBought(email: string) {
  const { eventId } = await eventFor({ ticketPrice: "2500" });
  const held = await api(`/api/v1/events/${eventId}/guest-tickets`, {
    method: "POST",
    json: { fullName: "Ngozi Obi", email, phoneNo: "0803 123 4567", numberOfTicket: 1, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const reference = await payThroughTestGateway(held.body.data[0]._id);
  expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
  return { eventId };
}

const logIn = (email: string, password: string) => api("/api/v1/login/user/", { method: "POST", json: { email, password } });

describe("signing up with an address that bought as a guest", () => {
  it("keeps nothing the sign-up typed: only the mailbox holder's password logs in and sees the orders", async () => {
    const email = uniqueEmail("owner");
    const address = email.toLowerCase();
    const { eventId } = await guestBought(email);

    // A stranger signs up with the owner's address: the answer is the one any sign-up gets.
    const since = new Date();
    const stranger = {
      ...registration(email),
      fullname: "Stranger Danger",
      phoneNo: "8099999999",
      password: STRANGER_PASSWORD,
      confirmPassword: STRANGER_PASSWORD,
    };
    const signedUp = await api("/api/v1/register/user", { method: "POST", json: stranger });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    expect(signedUp.body.message).toBe(`Registration successful! We sent a verification link to ${address}.`);
    expect(signedUp.body.data).toMatchObject({ email: address, fullname: "Stranger Danger" });

    // The mailbox gets no verification link that would hand the stranger's password the orders,
    // but a mail that says someone asked, with a link to set the account up.
    const { mail, link, token } = await mailLink(address, "Someone asked to create a Scheditix account", since);
    expect(mail.text).toContain("Someone asked to create a Scheditix account with this address");
    expect(link).toMatch(/\/claim-account\/[\w.-]+$/);
    expect(await countMail(testStack().inboxDir, { to: address, subject: "Confirm your e-mail" })).toBe(0);

    // The stranger's password never logs in, before or after the owner acts.
    expect((await logIn(email, STRANGER_PASSWORD)).status).toBe(401);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Someone asked to create a Scheditix account with this address");

    const claimed = await api(`/api/v1/claim-account/${token}`, {
      method: "POST",
      json: { fullname: "Ngozi Obi", phoneNo: "8031112222", password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.message).toBe("Your account is ready. Log in to see your tickets.");

    const refused = await logIn(email, STRANGER_PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe("Invalid email or password");

    const owner = await logIn(email, OWNER_PASSWORD);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.body.data).toMatchObject({ fullname: "Ngozi Obi", phoneNo: "8031112222" });
    const upcoming = await api("/api/v1/user/events/upcoming", { token: owner.body.token });
    expect(JSON.stringify(upcoming.body)).toContain(eventId);

    // The link works once.
    const again = await api(`/api/v1/claim-account/${token}`, {
      method: "POST",
      json: { fullname: "Stranger Danger", phoneNo: "8099999999", password: STRANGER_PASSWORD, confirmPassword: STRANGER_PASSWORD },
    });
    expect(again.status).toBe(400);
    expect((await logIn(email, STRANGER_PASSWORD)).status).toBe(401);
  });

  it("sends the claim link, not a verification link, when a verification mail is asked for again", async () => {
    const email = uniqueEmail("resend");
    const address = email.toLowerCase();
    await guestBought(email);
    const since = new Date();
    expect((await api("/api/v1/resend-verification", { method: "POST", json: { email } })).status).toBe(200);
    const { link } = await mailLink(address, "Someone asked to create a Scheditix account", since);
    expect(link).toMatch(/\/claim-account\//);
    expect(await countMail(testStack().inboxDir, { to: address, subject: "Confirm your e-mail" })).toBe(0);
  });

  it("refuses a claim with a bad password or a forged link, field by field", async () => {
    const bad = await api(`/api/v1/claim-account/not-a-real-token-at-all`, {
      method: "POST",
      json: { fullname: "", phoneNo: "123", password: "short", confirmPassword: "other" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ fullname: [expect.any(String)], phoneNo: [expect.any(String)], password: [expect.any(String)] });
    const forged = await api(`/api/v1/claim-account/not-a-real-token-at-all`, {
      method: "POST",
      json: { fullname: "Ngozi Obi", phoneNo: "8031112222", password: OWNER_PASSWORD, confirmPassword: OWNER_PASSWORD },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/invalid or expired/);
  });
});
