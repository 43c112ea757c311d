import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { settleEvent } from "../../support/database";
import { createdEventId } from "../../support/events";
import { api, baseUrl } from "../../support/http";
import { eventFor, payThroughTestGateway, purchase } from "../../support/purchases";
import { teamMember } from "../../support/team";
import { webSession } from "../../support/web-session";

type Actor = "owner" | "co_organiser" | "finance" | "check_in" | "stranger";
const ACTORS: Actor[] = ["owner", "co_organiser", "finance", "check_in", "stranger"];

let ownerToken: string;
/** The event everyone but the stranger was given, and another event of the same owner. */
let eventId: string;
let otherEventId: string;
let cookies: Record<Actor, string>;
let coOrganiserMembership: string;
let financeToken: string;

const TITLE = "Ikoyi Highlife Evening";
const OTHER_TITLE = "Yaba Comedy Night";
const OWNER = "Tobi Adeyemi";

/** A dashboard page as the actor's browser gets it, redirects not followed. */
async function page(actor: Actor, path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie: cookies[actor] }, redirect: "manual" });
  // React separates neighbouring text with empty comments; without them the text reads as on screen.
  const html = (await response.text()).replaceAll("<!-- -->", "");
  return { status: response.status, location: response.headers.get("location"), html };
}

const refusedTo = (need: string) => `/dashboard/not-allowed?need=${need}`;
const pathOf = (location: string | null) => (location ? new URL(location, baseUrl()).pathname + new URL(location, baseUrl()).search : null);

/** The hrefs of the dashboard menu (the sidebar's copy). */
function menuLinks(html: string): string[] {
  const nav = html.match(/<nav aria-label="Dashboard">([\s\S]*?)<\/nav>/)?.[1] ?? "";
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
}

beforeAll(async () => {
  const setup = await eventFor({ eventTitle: TITLE, ticketPrice: "10000", ticketPurchaseLimit: "2" });
  ownerToken = setup.organiser.token;
  eventId = setup.eventId;
  otherEventId = await createdEventId(ownerToken, { eventTitle: OTHER_TITLE });
  expect((await api("/api/v1/profile", { method: "PATCH", token: ownerToken, json: { fullname: OWNER } })).status).toBe(200);
  // A paid sale on the event, settled, so its balance can be paid out.
  const buyer = await verifiedUser();
  const order = (await purchase(buyer.token, eventId, 1, { fullName: "Ada Obi" })).body.data[0];
  await payThroughTestGateway(order._id);
  await settleEvent(eventId);

  // Co-organiser and check-in staff of the one event; finance for all the owner's events.
  const [co, finance, checkIn, stranger] = await Promise.all([
    teamMember(ownerToken, "co_organiser", eventId),
    teamMember(ownerToken, "finance"),
    teamMember(ownerToken, "check_in", eventId),
    verifiedUser(),
  ]);
  coOrganiserMembership = co.membershipId;
  financeToken = finance.token;
  const emails: Record<Actor, string> = {
    owner: setup.organiser.email,
    co_organiser: co.email,
    finance: finance.email,
    check_in: checkIn.email,
    stranger: stranger.email,
  };
  const sessions = await Promise.all(ACTORS.map((actor) => webSession(emails[actor], PASSWORD)));
  cookies = Object.fromEntries(ACTORS.map((actor, index) => [actor, sessions[index]!.cookie])) as Record<Actor, string>;
}, 180_000);

/** Each dashboard page of an event, the permission it needs, and who has it on the event. */
const PAGES: { name: string; path: () => string; need: string; allowed: Actor[] }[] = [
  { name: "view event", path: () => `/dashboard/view-event?id=${eventId}`, need: "edit", allowed: ["owner", "co_organiser"] },
  { name: "manage event details", path: () => `/dashboard/manage-event-details?id=${eventId}`, need: "edit", allowed: ["owner", "co_organiser"] },
  {
    name: "event from the check-in list",
    path: () => `/dashboard/view-event-attendee?id=${eventId}`,
    need: "edit",
    allowed: ["owner", "co_organiser"],
  },
  { name: "edit event", path: () => `/dashboard/edit-event?id=${eventId}`, need: "edit", allowed: ["owner", "co_organiser"] },
  { name: "check in", path: () => `/dashboard/check-in/${eventId}`, need: "check_in", allowed: ["owner", "co_organiser", "check_in"] },
  { name: "live gate view", path: () => `/dashboard/gate/${eventId}`, need: "check_in", allowed: ["owner", "co_organiser", "check_in"] },
  { name: "ticket sales", path: () => `/dashboard/ticket-sales?eventId=${eventId}`, need: "sales", allowed: ["owner", "co_organiser", "finance"] },
  { name: "payouts", path: () => `/dashboard/payout-details?eventId=${eventId}`, need: "payouts", allowed: ["owner", "finance"] },
];

describe("an event's dashboard pages × owner / co-organiser / finance / check-in staff / stranger", () => {
  for (const { name, path, need, allowed } of PAGES) {
    it(`${name}: ${allowed.join(", ")} get it; everyone else is redirected to why not`, async () => {
      for (const actor of ACTORS) {
        const response = await page(actor, path());
        const where = `${name} as ${actor}: ${response.status} → ${response.location}`;
        if (allowed.includes(actor)) {
          expect(response.status, where).toBe(200);
          expect(response.html, where).toContain(TITLE);
        } else {
          expect(response.status, where).toBe(307);
          expect(pathOf(response.location), where).toBe(refusedTo(need));
        }
      }
    });
  }

  it("the refusal page says what the role lacks", async () => {
    const refused = await page("co_organiser", refusedTo("payouts"));
    expect(refused.status).toBe(200);
    expect(refused.html).toContain("your role on this event does not include payouts");
  });

  it("a membership for one event opens none of the owner's other events; one for all events opens each", async () => {
    const coElsewhere = await page("co_organiser", `/dashboard/edit-event?id=${otherEventId}`);
    expect(pathOf(coElsewhere.location)).toBe(refusedTo("edit"));
    const financeElsewhere = await page("finance", `/dashboard/payout-details?eventId=${otherEventId}`);
    expect(financeElsewhere.status).toBe(200);
    expect(financeElsewhere.html).toContain(OTHER_TITLE);
  });

  it("an event that does not exist is not found for everyone", async () => {
    expect((await page("finance", "/dashboard/ticket-sales?eventId=0123456789abcdef01234567")).status).toBe(404);
    expect((await page("co_organiser", "/dashboard/edit-event?id=0123456789abcdef01234567")).status).toBe(404);
  });
});

describe("the dashboard of a team member", () => {
  it("lists the events shared with them, with the owner, their role and only the screens it opens", async () => {
    const co = (await page("co_organiser", "/dashboard/overview")).html;
    expect(co).toContain("Events shared with you");
    expect(co).toContain(TITLE);
    expect(co).not.toContain(OTHER_TITLE);
    expect(co).toContain(OWNER);
    expect(co).toContain("Co-organiser");
    expect(co).toContain(`href="/dashboard/edit-event?id=${eventId}"`);
    expect(co).toContain(`href="/dashboard/check-in/${eventId}"`);
    expect(co).toContain(`href="/dashboard/ticket-sales?eventId=${eventId}"`);
    expect(co).not.toContain(`href="/dashboard/payout-details?eventId=${eventId}"`);

    const finance = (await page("finance", "/dashboard/overview")).html;
    expect(finance).toContain(TITLE);
    expect(finance).toContain(OTHER_TITLE);
    expect(finance).toContain("Finance");
    expect(finance).toContain(`href="/dashboard/payout-details?eventId=${eventId}"`);
    expect(finance).toContain(`href="/dashboard/ticket-sales?eventId=${eventId}"`);
    expect(finance).not.toContain(`href="/dashboard/edit-event?id=${eventId}"`);
    expect(finance).not.toContain(`href="/dashboard/check-in/${eventId}"`);

    const stranger = await page("stranger", "/dashboard/overview");
    expect(stranger.status).toBe(200);
    expect(stranger.html).toContain("Overview");
    expect(stranger.html).not.toContain("Events shared with you");
  });

  it("sends check-in staff to the door's list: the overview, like the menu, is not theirs", async () => {
    const overview = await page("check_in", "/dashboard/overview");
    expect(overview.status).toBe(307);
    expect(pathOf(overview.location)).toBe("/dashboard/checkin");
  });

  it("has a menu of the screens the roles open", async () => {
    const links = async (actor: Actor) => menuLinks((await page(actor, "/dashboard/ticket-purchased")).html);
    const organiserScreens = [
      "/dashboard/overview",
      "/dashboard/manage-event",
      "/dashboard/checkin",
      "/dashboard/ticket-sales",
      "/dashboard/payout-details",
    ];
    const shown = async (actor: Actor) => (await links(actor)).filter((href) => organiserScreens.includes(href));
    expect(await shown("co_organiser")).toEqual(["/dashboard/overview", "/dashboard/manage-event", "/dashboard/checkin", "/dashboard/ticket-sales"]);
    expect(await shown("finance")).toEqual(["/dashboard/overview", "/dashboard/ticket-sales", "/dashboard/payout-details"]);
    expect(await shown("check_in")).toEqual(["/dashboard/checkin"]);
    expect(await shown("stranger")).toEqual([]);
    expect(await links("stranger")).toContain("/dashboard/ticket-purchased");
    expect(await links("co_organiser")).not.toContain("/dashboard/team");
  });

  it("tells a co-organiser on the event's page whose event it is and as what they work on it, with its actions but none of the owner's alone", async () => {
    const view = (await page("co_organiser", `/dashboard/view-event?id=${eventId}`)).html;
    expect(view).toContain(`${OWNER} shares this event with you: you work on it as co-organiser.`);
    expect(view).toContain(`href="/dashboard/edit-event?id=${eventId}"`);
    expect(view).toContain(`href="/dashboard/ticket-sales?eventId=${eventId}"`);
    expect(view).not.toContain("payout-details");
    expect((await page("owner", `/dashboard/view-event?id=${eventId}`)).html).not.toContain("shares this event with you");
  });

  it("lists a co-organiser's shared event under Manage event, with its revenue and no payouts", async () => {
    const manage = (await page("co_organiser", "/dashboard/manage-event")).html;
    expect(manage).toContain(TITLE);
    expect(manage).toContain("₦10,000");
    expect(manage).toContain(`href="/dashboard/edit-event?id=${eventId}"`);
    expect(manage).not.toContain("payout-details");
  });
});

describe("payouts of a shared event", () => {
  it("go to the owner's account, whose number finance sees masked, and a payout finance requests shows in the event's history", async () => {
    const waiting = (await page("finance", `/dashboard/payout-details?eventId=${eventId}`)).html;
    expect(waiting).toContain(`${OWNER} has not saved a payout bank account yet`);
    expect(waiting).not.toContain("Request For payment");
    const saved = await api("/api/v1/payouts/account", { method: "PUT", token: ownerToken, json: { accountNumber: "0123456789", bankCode: "057" } });
    expect(saved.status).toBe(200);
    const before = (await page("finance", `/dashboard/payout-details?eventId=${eventId}`)).html;
    expect(before).toContain("Adaeze Okafor, Zenith Bank ••••6789");
    expect(before).toContain(`organised by ${OWNER}`);
    expect(before).toContain("never to yours");
    expect(before).toContain("Request For payment");
    expect(before).not.toContain("0123456789");
    // No bank form: the account is the owner's to set.
    expect(before).not.toContain("Bank details");

    const requested = await api("/api/v1/payouts", { method: "POST", token: financeToken, json: { eventId, amount: 1_000 } });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const after = (await page("finance", `/dashboard/payout-details?eventId=${eventId}`)).html;
    const history = after.slice(after.indexOf("Payout history"));
    expect(history).toContain("₦1,000");
    expect(history).toContain("••••6789");
    expect(history).not.toContain("0123456789");
  });

  it("are listed on finance's payouts page, each with its balance and owner, without a bank form of their own", async () => {
    const list = (await page("finance", "/dashboard/payout-details")).html;
    expect(list).toContain("Payouts of events shared with you");
    expect(list).toContain(TITLE);
    expect(list).toContain(OTHER_TITLE);
    expect(list).toContain(OWNER);
    // After the payout of the test before: ₦10,000 of sales, the 5% fee and the ₦1,000 paid out leave ₦8,500.
    expect(list).toContain("₦8,500");
    expect(list).not.toContain("Bank details");
  });
});

describe("a removed member", () => {
  it("loses the event's pages and its place on the dashboard at once", async () => {
    expect((await page("co_organiser", `/dashboard/view-event?id=${eventId}`)).status).toBe(200);
    const removed = await api(`/api/v1/team/members/${coOrganiserMembership}`, { method: "DELETE", token: ownerToken });
    expect(removed.status).toBe(200);
    const after = await page("co_organiser", `/dashboard/view-event?id=${eventId}`);
    expect(pathOf(after.location)).toBe(refusedTo("edit"));
    expect((await page("co_organiser", "/dashboard/overview")).html).not.toContain(TITLE);
    expect(menuLinks((await page("co_organiser", "/dashboard/ticket-purchased")).html)).not.toContain("/dashboard/manage-event");
  });
});
