import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { eventFor, purchase, ticketsOfOrder } from "../../support/purchases";
import { checkInLink, linkHeaders, teamMember } from "../../support/team";

type Actor = "owner" | "co_organiser" | "finance" | "check_in" | "link" | "stranger";
const ACTORS: Actor[] = ["owner", "co_organiser", "finance", "check_in", "link", "stranger"];

let eventId: string;
let tokens: Record<Exclude<Actor, "link">, string>;
let link: string;
let codes: string[];
let orders: string[];

/** The request as each actor sends it: a bearer token, or the link's header and no account. */
const as = (actor: Actor) => (actor === "link" ? { headers: linkHeaders(link) } : { token: tokens[actor] });

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "0", ticketQuantity: "40", ticketPurchaseLimit: "1" });
  eventId = setup.eventId;
  const owner = setup.organiser.token;
  // Co-organiser and check-in staff of this event; finance for all the owner's events.
  const [co, finance, checkIn, stranger] = await Promise.all([
    teamMember(owner, "co_organiser", eventId),
    teamMember(owner, "finance"),
    teamMember(owner, "check_in", eventId),
    verifiedUser(),
  ]);
  tokens = { owner, co_organiser: co.token, finance: finance.token, check_in: checkIn.token, stranger: stranger.token };
  link = (await checkInLink(owner, eventId)).token;
  codes = [];
  orders = [];
  // A ticket for each actor to scan, and another order for each to refund.
  for (let index = 0; index < ACTORS.length * 2; index++) {
    const buyer = await verifiedUser();
    const orderId = (await purchase(buyer.token, eventId, 1, { fullName: `Guest ${index}` })).body.data[0]._id as string;
    if (index < ACTORS.length) codes.push((await ticketsOfOrder(orderId))[0]!.checkInCode as string);
    else orders.push(orderId);
  }
}, 180_000);

/** Each route, and who may use it; everyone else is refused with `denied` (or 401 without an account). */
const ROUTES: { route: string; allowed: Actor[]; call: (actor: Actor, index: number) => ReturnType<typeof api> }[] = [
  {
    route: "check-in",
    allowed: ["owner", "co_organiser", "check_in", "link"],
    call: (actor, index) => api(`/api/v1/check-in/${eventId}`, { method: "POST", ...as(actor), json: { checkInCode: codes[index] } }),
  },
  { route: "attendees", allowed: ["owner", "co_organiser", "check_in"], call: (actor) => api(`/api/v1/attendees/${eventId}`, as(actor)) },
  {
    route: "gate list (offline scanner)",
    allowed: ["owner", "co_organiser", "check_in", "link"],
    call: (actor) => api(`/api/v1/events/${eventId}/gate/list`, as(actor)),
  },
  {
    route: "gate figures",
    allowed: ["owner", "co_organiser", "check_in", "link"],
    call: (actor) => api(`/api/v1/events/${eventId}/gate/figures`, as(actor)),
  },
  {
    route: "edit event",
    allowed: ["owner", "co_organiser"],
    call: (actor) => {
      const form = new FormData();
      form.append("eventLocation", `Hall ${actor}`);
      return api(`/api/v1/events/${eventId}`, { method: "PATCH", ...as(actor), body: form });
    },
  },
  {
    route: "refunds",
    allowed: ["owner", "co_organiser", "finance"],
    call: (actor, index) => api("/api/v1/refunds", { method: "POST", ...as(actor), json: { orderId: orders[index], reason: "Cannot come" } }),
  },
  { route: "refund list", allowed: ["owner", "co_organiser", "finance"], call: (actor) => api(`/api/v1/events/${eventId}/refunds`, as(actor)) },
  { route: "sales", allowed: ["owner", "co_organiser", "finance"], call: (actor) => api(`/api/v1/ticket-sales?eventId=${eventId}`, as(actor)) },
  {
    route: "payouts",
    allowed: ["owner", "finance"],
    call: (actor) => api("/api/v1/payouts", { method: "POST", ...as(actor), json: { eventId, amount: 1000 } }),
  },
  {
    route: "team links",
    allowed: ["owner"],
    call: (actor) => api("/api/v1/team/links", { method: "POST", ...as(actor), json: { eventId, name: `Gate ${actor}`, expiresInHours: 12 } }),
  },
];

const REFUSED = [401, 403, 404];

describe("the access matrix: owner / co-organiser / finance / check-in staff / check-in link / stranger × organiser routes", () => {
  for (const { route, allowed, call } of ROUTES) {
    it(`${route}: ${allowed.join(", ")} allowed; everyone else refused`, async () => {
      for (const [index, actor] of ACTORS.entries()) {
        const response = await call(actor, index);
        const where = `${route} as ${actor}: ${response.status} ${JSON.stringify(response.body)}`;
        if (allowed.includes(actor)) expect(REFUSED, where).not.toContain(response.status);
        else if (actor === "link") expect(response.status, where).toBe(401);
        else expect([403, 404], where).toContain(response.status);
      }
    });
  }

  it("the refusals say what they refuse, and allowed answers did the work", async () => {
    const admitted = await api(`/api/v1/attendees/${eventId}`, { token: tokens.owner });
    const checkedIn = admitted.body.data
      .filter((attendee: { checkedIn: string }) => attendee.checkedIn === "Yes")
      .map((attendee: { fullName: string }) => attendee.fullName);
    // The owner, co-organiser, check-in staff and link admitted guests 0, 1, 3 and 4; finance (2) and the stranger (5) did not.
    expect(checkedIn.sort()).toEqual(["Guest 0", "Guest 1", "Guest 3", "Guest 4"]);
    const payout = await api("/api/v1/payouts", { method: "POST", token: tokens.check_in, json: { eventId, amount: 1000 } });
    expect(payout).toMatchObject({ status: 403, body: { code: "forbidden" } });
    const refund = await api("/api/v1/refunds", { method: "POST", token: tokens.check_in, json: { orderId: orders[5], reason: "No" } });
    expect(refund).toMatchObject({ status: 404, body: { message: "Order not found" } });
  });

  it("a link opens its event's offline scanner without an account, never indexed nor sent as a referrer, and no other event's", async () => {
    const page = await fetch(`${baseUrl()}/gate/${link}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Gate B");
    expect(html).toContain(`<link rel="manifest" href="/gate/${link}/manifest.webmanifest"`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    const manifest = await (await fetch(`${baseUrl()}/gate/${link}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: `/gate/${link}`, scope: "/gate/" });
    // The scanner's list comes under the link: the holders the door page used to list.
    const list = await api(`/api/v1/events/${eventId}/gate/list`, as("link"));
    expect(list.body.data.tickets.map((ticket: { name: string }) => ticket.name)).toContain("Guest 0");
    const elsewhere = await eventFor({ ticketPrice: "0" });
    const refused = await api(`/api/v1/check-in/${elsewhere.eventId}`, {
      method: "POST",
      headers: linkHeaders(link),
      json: { checkInCode: "ABCDEFGH" },
    });
    expect(refused.status).toBe(403);
  });

  it("team pages answer each account its own team: a member never sees or changes the owner's", async () => {
    const ownerTeam = await api("/api/v1/team", { token: tokens.owner });
    expect(ownerTeam.body.data.members).toHaveLength(3);
    const memberTeam = await api("/api/v1/team", { token: tokens.co_organiser });
    expect(memberTeam.body.data).toEqual({ members: [], invitations: [] });
    const someone = ownerTeam.body.data.members[0]._id as string;
    expect((await api(`/api/v1/team/members/${someone}`, { method: "DELETE", token: tokens.co_organiser })).status).toBe(404);
    expect((await api("/api/v1/team/audit", { token: tokens.finance })).body.data).toEqual([]);
  });

  it("the owner's audit log names who admitted, refunded and edited, and from which link", async () => {
    const audit = (await api("/api/v1/team/audit", { token: tokens.owner })).body.data as {
      action: string;
      actorKind: string;
      actorLabel: string;
      device: string;
    }[];
    const admits = audit.filter((entry) => entry.action === "admit");
    expect(admits.map((entry) => entry.actorKind).sort()).toEqual(["check_in", "co_organiser", "link", "owner"]);
    expect(admits.find((entry) => entry.actorKind === "link")).toMatchObject({ actorLabel: "Gate B", device: expect.stringMatching(/^Gate B/) });
    expect(
      audit
        .filter((entry) => entry.action === "refund")
        .map((entry) => entry.actorKind)
        .sort(),
    ).toEqual(["co_organiser", "finance", "owner"]);
    expect(
      audit
        .filter((entry) => entry.action === "edit")
        .map((entry) => entry.actorKind)
        .sort(),
    ).toEqual(["co_organiser", "owner"]);
    expect(audit.filter((entry) => entry.action === "accept")).toHaveLength(3);
  });
});
