import { beforeAll, describe, expect, it } from "vitest";
import { registration } from "../../support/accounts";
import { codeKey, phoneKey } from "../../support/gate-keys";
import { api, baseUrl } from "../../support/http";
import { eventFor, freeTicketsBought } from "../../support/purchases";
import { checkInLink, linkHeaders, teamMember } from "../../support/team";

let organiser: { token: string };
let eventId: string;
let codes: string[];
let buyerEmail: string;
let staffToken: string;
let linkToken: string;
const PHONE = registration().phoneNo;
/** The e-mail the tickets were bought under (tests/support/purchases.ts), each attendee's. */
const ATTENDEE_EMAIL = "kemi@example.com";

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "4" });
  organiser = setup.organiser;
  eventId = setup.eventId;
  const bought = await freeTicketsBought(eventId, 3, "Funmi Adeleke");
  codes = bought.codes;
  buyerEmail = bought.buyer.email;
  staffToken = (await teamMember(organiser.token, "check_in", eventId)).token;
  linkToken = (await checkInLink(organiser.token, eventId, "Side Gate")).token;
}, 90_000);

type Listed = { listKey: string; tickets: { key: string; name: string; phoneEnd: string; phoneKey: string; status: string }[] };

describe("the offline gate list", () => {
  it.each([
    ["a check-in link", () => ({ headers: linkHeaders(linkToken) })],
    ["check-in staff", () => ({ token: staffToken })],
  ])("for %s holds no check-in code, e-mail or phone number, only keyed hashes that verify a code or phone shown at the door", async (_, auth) => {
    const response = await api(`/api/v1/events/${eventId}/gate/list`, auth());
    expect(response.status).toBe(200);
    const text = JSON.stringify(response.body);
    for (const code of codes) expect(text).not.toContain(code);
    expect(text).not.toContain(buyerEmail);
    expect(text).not.toContain(ATTENDEE_EMAIL);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(PHONE.slice(-7));

    const list = response.body.data as Listed;
    expect(list.tickets).toHaveLength(3);
    expect(list.tickets.map((ticket) => ticket.key).sort()).toEqual(codes.map((code) => codeKey(list.listKey, code)).sort());
    for (const ticket of list.tickets) {
      expect(ticket).toMatchObject({
        name: "Funmi Adeleke",
        status: "valid",
        phoneEnd: PHONE.slice(-3),
        phoneKey: phoneKey(list.listKey, `+234 ${PHONE}`),
      });
    }
    // A code that is not a ticket matches nothing.
    expect(list.tickets.map((ticket) => ticket.key)).not.toContain(codeKey(list.listKey, "ZZZZ2222"));
  });
});

describe("the attendee list for check-in staff", () => {
  it("gives what admission needs, without the buyers' e-mails or the check-in codes; the owner's keeps both", async () => {
    const staff = await api(`/api/v1/attendees/${eventId}`, { token: staffToken });
    expect(staff.status).toBe(200);
    const rows = staff.body.data as { fullName: string; email: string; checkInCode: string; checkedIn: string; ticketTypeName: string }[];
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({ fullName: "Funmi Adeleke", email: "", checkInCode: "", checkedIn: "No", ticketTypeName: "Regular" });
    expect(JSON.stringify(staff.body)).not.toContain(ATTENDEE_EMAIL);

    const paged = await api(`/api/v1/attendees/${eventId}?page=1`, { token: staffToken });
    expect(JSON.stringify(paged.body)).not.toContain(ATTENDEE_EMAIL);
    for (const code of codes) expect(JSON.stringify(paged.body)).not.toContain(code);

    const owner = (await api(`/api/v1/attendees/${eventId}`, { token: organiser.token })).body.data as { email: string; checkInCode: string }[];
    expect(owner.map((row) => row.checkInCode).sort()).toEqual([...codes].sort());
    expect(owner.map((row) => row.email)).toEqual([ATTENDEE_EMAIL, ATTENDEE_EMAIL, ATTENDEE_EMAIL]);
  });

  it("exports a CSV with no e-mail or check-in code column", async () => {
    const csv = await fetch(`${baseUrl()}/api/v1/events/${eventId}/attendees/export`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    const [header] = text.split(/\r?\n/);
    expect(header).not.toMatch(/Email|Check-in code/);
    expect(header).toMatch(/^"Name","Checked in",/);
    expect(text).toContain("Funmi Adeleke");
    expect(text).not.toContain(ATTENDEE_EMAIL);
    for (const code of codes) expect(text).not.toContain(code);
  });
});
