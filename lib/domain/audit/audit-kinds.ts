import type { AUDIT_ACTIONS } from "@/models/AuditEntry";

type Action = (typeof AUDIT_ACTIONS)[number];

/** The kinds of change the audit log can be filtered by, each the actions it gathers. */
export const AUDIT_KINDS = {
  money: ["refund", "payout_request", "bank_details"],
  prices: ["ticket_types"],
  codes: ["promo_create", "promo_edit"],
  team: ["invite", "accept", "revoke"],
  links: ["link_create", "link_revoke"],
  checkin: ["admit"],
  event: ["edit", "message"],
  waitlist: ["waitlist_offer", "waitlist_settings"],
  tickets: ["ticket_transfer", "ticket_holder"],
  resale: ["resale_policy", "resale_list", "resale_withdraw", "resale_sell"],
} as const satisfies Record<string, readonly Action[]>;

export type AuditKind = keyof typeof AUDIT_KINDS;

export const AUDIT_KIND_NAMES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

/** The filter's labels, as the team page offers them. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  money: "Money",
  prices: "Prices and ticket types",
  codes: "Promo codes",
  team: "Team",
  links: "Check-in links",
  checkin: "Check-in",
  event: "Event",
  waitlist: "Waitlist",
  tickets: "Ticket holders and transfers",
  resale: "Resale",
};
