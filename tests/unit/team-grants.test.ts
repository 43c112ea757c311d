import { describe, expect, it } from "vitest";
import { eventScreenLinks } from "@/lib/domain/access/event-screens";
import { PERMISSIONS } from "@/lib/domain/access/roles";
import { grantCovers, permissionsOf, roleAllowing, rolesOn, type TeamGrant } from "@/lib/domain/access/team-grants";

const OWNER = "a".repeat(24);
const OTHER_OWNER = "b".repeat(24);
const EVENT = "c".repeat(24);
const OTHER_EVENT = "d".repeat(24);

const grants: TeamGrant[] = [
  { ownerId: OWNER, eventId: EVENT, role: "check_in" },
  { ownerId: OWNER, eventId: null, role: "finance" },
  { ownerId: OTHER_OWNER, eventId: OTHER_EVENT, role: "co_organiser" },
];

describe("team memberships", () => {
  it("reach every event of the owner when given for all, and only the one event otherwise", () => {
    expect(grantCovers(grants[1]!, OWNER, OTHER_EVENT)).toBe(true);
    expect(grantCovers(grants[0]!, OWNER, OTHER_EVENT)).toBe(false);
    expect(grantCovers(grants[0]!, OWNER, EVENT)).toBe(true);
  });

  it("never reach another owner's events, even with the same event id", () => {
    expect(grantCovers(grants[0]!, OTHER_OWNER, EVENT)).toBe(false);
    expect(rolesOn(grants, OTHER_OWNER, EVENT)).toEqual([]);
  });

  it("add up on an event: check-in staff of one event and finance of all get both roles' permissions there, only finance's elsewhere", () => {
    expect(rolesOn(grants, OWNER, EVENT)).toEqual(["check_in", "finance"]);
    expect(permissionsOf(rolesOn(grants, OWNER, EVENT))).toEqual(["check_in", "attendees", "sales", "refund", "payouts"]);
    expect(permissionsOf(rolesOn(grants, OWNER, OTHER_EVENT))).toEqual(["sales", "refund", "payouts"]);
    expect(roleAllowing(rolesOn(grants, OWNER, OTHER_EVENT), "check_in")).toBeNull();
  });

  it("about the owner's team as a whole count only memberships for all events", () => {
    expect(rolesOn(grants, OWNER, null)).toEqual(["finance"]);
  });
});

describe("an event's screens", () => {
  it("are linked only for the permissions that open them: a co-organiser never sees payouts, finance never edits", () => {
    const names = ["details", "edit", "checkIn", "gate", "sales", "payouts"] as const;
    const labels = (permissions: readonly (typeof PERMISSIONS)[number][]) => eventScreenLinks(EVENT, permissions, names).map((link) => link.label);
    expect(labels(permissionsOf(["co_organiser"]))).toEqual(["View details", "Edit", "Check in", "Live gate view", "Sales and refunds"]);
    expect(labels(permissionsOf(["finance"]))).toEqual(["Sales and refunds", "Payouts"]);
    expect(labels(permissionsOf(["check_in"]))).toEqual(["Check in", "Live gate view"]);
    expect(labels(PERMISSIONS)).toHaveLength(names.length);
    expect(eventScreenLinks(EVENT, ["payouts"], ["payouts"])).toEqual([{ label: "Payouts", href: `/dashboard/payout-details?eventId=${EVENT}` }]);
  });
});
