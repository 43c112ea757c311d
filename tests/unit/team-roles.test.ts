import { describe, expect, it } from "vitest";
import { PERMISSIONS, roleAllows, TEAM_ROLE_NAMES } from "@/lib/domain/access/roles";
import { checkInLinkSchema, invitationSchema } from "@/lib/domain/validations/team";

const allowed = (role: (typeof TEAM_ROLE_NAMES)[number]) => PERMISSIONS.filter((permission) => roleAllows(role, permission));

describe("team roles", () => {
  it("let check-in staff scan and look up attendees, nothing else", () => {
    expect(allowed("check_in")).toEqual(["check_in", "attendees"]);
  });

  it("give co-organisers everything but payouts and the team", () => {
    expect(allowed("co_organiser")).toEqual(["check_in", "attendees", "edit", "sales", "refund"]);
  });

  it("give finance sales, refunds and payouts only", () => {
    expect(allowed("finance")).toEqual(["sales", "refund", "payouts"]);
  });

  it("never let a member manage the owner's team", () => {
    for (const role of TEAM_ROLE_NAMES) expect(roleAllows(role, "team")).toBe(false);
  });
});

describe("team input", () => {
  it("reads 'all' (or nothing) as every event of the owner, and lower-cases the address", () => {
    expect(invitationSchema.parse({ email: " Ada@Example.COM ", role: "finance", eventId: "all" })).toEqual({
      email: "ada@example.com",
      role: "finance",
      eventId: undefined,
    });
    expect(invitationSchema.safeParse({ email: "ada@example.com", role: "owner" }).success).toBe(false);
  });

  it("asks a link for a name and a lifetime between an hour and 30 days", () => {
    const eventId = "a".repeat(24);
    expect(checkInLinkSchema.safeParse({ eventId, name: "Gate B", expiresInHours: "24" }).success).toBe(true);
    expect(checkInLinkSchema.safeParse({ eventId, name: " ", expiresInHours: 24 }).success).toBe(false);
    expect(checkInLinkSchema.safeParse({ eventId, name: "Gate B", expiresInHours: 721 }).success).toBe(false);
  });
});
