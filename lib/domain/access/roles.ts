/** What a person may do on an event. The owner may do everything; "plan" is always the owner's own. */
export const PERMISSIONS = ["check_in", "attendees", "edit", "sales", "refund", "payouts", "team"] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const TEAM_ROLE_NAMES = ["co_organiser", "finance", "check_in"] as const;
export type TeamRole = (typeof TEAM_ROLE_NAMES)[number];

/**
 * Co-organisers run the event but never touch money leaving it (payouts) or the team; finance sees
 * and moves money; check-in staff scan and look up attendees, nothing else.
 */
export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  co_organiser: ["check_in", "attendees", "edit", "sales", "refund"],
  finance: ["sales", "refund", "payouts"],
  check_in: ["check_in", "attendees"],
};

export const ROLE_LABELS: Record<TeamRole, string> = {
  co_organiser: "Co-organiser",
  finance: "Finance",
  check_in: "Check-in staff",
};

export const roleAllows = (role: TeamRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);
