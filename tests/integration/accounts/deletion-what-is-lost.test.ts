import { describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { inDays } from "../../support/events";
import { api, baseUrl, someClientIp } from "../../support/http";
import { eventFor, purchase } from "../../support/purchases";
import { webSession } from "../../support/web-session";

const profileHtml = async (email: string) => {
  const session = await webSession(email, PASSWORD);
  const page = await fetch(`${baseUrl()}/dashboard/profile`, { headers: { cookie: session.cookie } });
  expect(page.status).toBe(200);
  // Text as a person reads it: tags out, entities and React's comment markers gone.
  return (await page.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
};

/** next-auth's credentials sign-in, as the legacy web form posts it; answers where it sends the browser. */
async function nextAuthSignIn(email: string, password: string) {
  const ip = someClientIp();
  const csrf = await fetch(`${baseUrl()}/api/auth/csrf`, { headers: { "x-forwarded-for": ip } });
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${baseUrl()}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": ip },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const body = (await signIn.json()) as { url: string };
  return decodeURIComponent(body.url);
}

describe("deleting an account says what goes with it", () => {
  it("lists the buyer's upcoming tickets with event names and dates, and the events an organiser runs, before confirming", async () => {
    const { organiser, eventId } = await eventFor({
      eventTitle: "Ikoyi Highlife Night",
      ticketPrice: "0",
      startDate: inDays(12),
      endDate: inDays(12),
    });
    const buyer = await verifiedUser();
    const bought = await purchase(buyer.token, eventId, 2);
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);

    const event = (await api(`/api/v1/event/${eventId}`)).body.data;
    const when = new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Lagos", dateStyle: "medium", timeStyle: "short" }).format(
      new Date(event.startsAt),
    );

    const buyerPage = await profileHtml(buyer.email);
    expect(buyerPage).toContain("Deleting your account also removes:");
    expect(buyerPage).toContain(`Ikoyi Highlife Night, ${when} (2 tickets)`);

    const organiserPage = await profileHtml(organiser.email);
    expect(organiserPage).toContain("Events you organise that have not ended");
    expect(organiserPage).toContain(`Ikoyi Highlife Night, ${when} (2 tickets sold)`);
    expect(organiserPage).toContain("You hold no tickets for upcoming events.");
  });
});

describe("logging in during the 48 hours of a deletion", () => {
  it("offers the right password to keep the account, still says 'Invalid email or password' to a wrong one, and the API answers as SPEC", async () => {
    const { email, userId, token } = await verifiedUser();
    expect((await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token })).status).toBe(200);

    expect(await nextAuthSignIn(email, PASSWORD)).toMatch(/Your account is being deleted: it will be erased on .+\. You can keep it\./);
    expect(await nextAuthSignIn(email, "Wrong-Password-1")).toContain("Invalid email or password");

    const legacy = await api("/api/v1/login/user/", { method: "POST", json: { email, password: PASSWORD } });
    expect(legacy.status).toBe(401);
    expect(legacy.body.message).toBe("Invalid email or password");
  });
});
