import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../support/accounts";
import { createdEventId } from "../../support/events";
import { baseUrl } from "../../support/http";
import { eventFor } from "../../support/purchases";
import { teamMember } from "../../support/team";
import { webSession } from "../../support/web-session";

let eventId: string;
let otherEventId: string;
let oneEventStaff: string;
let allEventsStaff: string;
let coOrganiser: string;

/** A page as the browser of the session in `cookie` gets it, redirects not followed. */
async function page(cookie: string, path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie }, redirect: "manual" });
  const html = (await response.text()).replaceAll("<!-- -->", "");
  const location = response.headers.get("location");
  return { status: response.status, path: location ? new URL(location, baseUrl()).pathname : null, html };
}

beforeAll(async () => {
  const setup = await eventFor({ eventTitle: "Lekki Jazz Night" });
  eventId = setup.eventId;
  otherEventId = await createdEventId(setup.organiser.token, { eventTitle: "Surulere Praise Night" });
  const [one, all, co] = await Promise.all([
    teamMember(setup.organiser.token, "check_in", eventId),
    teamMember(setup.organiser.token, "check_in"),
    teamMember(setup.organiser.token, "co_organiser", eventId),
  ]);
  const sessions = await Promise.all([one, all, co].map((member) => webSession(member.email, PASSWORD)));
  [oneEventStaff, allEventsStaff, coOrganiser] = sessions.map((session) => session.cookie) as [string, string, string];
}, 120_000);

describe("where check-in staff land", () => {
  it("on the scanner of their one event: from the dashboard's check-in screen, after logging in, and from the overview", async () => {
    expect(await page(oneEventStaff, "/dashboard/checkin")).toMatchObject({ status: 307, path: `/scan/${eventId}` });
    // After login the form opens /checkin-as ("organise or attend"): staff go on to their door.
    expect(await page(oneEventStaff, "/checkin-as")).toMatchObject({ status: 307, path: `/scan/${eventId}` });
    // Accepting an invitation opens the overview, which sends door staff to the check-in screen, and so on to the scanner.
    expect(await page(oneEventStaff, "/dashboard/overview")).toMatchObject({ status: 307, path: "/dashboard/checkin" });
  });

  it("on a list of their events' scanners, a big Open scanner for each, when they work several doors", async () => {
    const landing = await page(allEventsStaff, "/dashboard/checkin");
    expect(landing.status).toBe(200);
    expect(landing.html).toContain("Your gates");
    for (const [id, title] of [
      [eventId, "Lekki Jazz Night"],
      [otherEventId, "Surulere Praise Night"],
    ]) {
      expect(landing.html).toContain(title);
      expect(landing.html).toMatch(new RegExp(`<a[^>]*href="/scan/${id}"[^>]*>Open scanner</a>`));
    }
    expect(await page(allEventsStaff, "/checkin-as")).toMatchObject({ status: 307, path: "/dashboard/checkin" });
  });

  it("leaves everyone else's dashboard as it was: a co-organiser keeps the door's table of events", async () => {
    const list = await page(coOrganiser, "/dashboard/checkin");
    expect(list.status).toBe(200);
    expect(list.html).toContain("Check In Attendee");
    expect((await page(coOrganiser, "/checkin-as")).status).toBe(200);
  });
});
