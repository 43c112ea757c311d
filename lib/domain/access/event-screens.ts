import type { Permission } from "@/lib/domain/access/roles";

/** An organiser screen of one event, and the permission it needs (the same the API asks for the work done there). */
type EventScreen = { label: string; permission: Permission; href: (eventId: string) => string };

/**
 * The dashboard's screens of an event. Pages refuse anyone without the screen's permission, and
 * links to a screen show only to those who have it, so both read this one table. Payouts never
 * reach co-organisers, and the plan is always the user's own (not a screen of an event).
 */
export const EVENT_SCREENS = {
  details: { label: "View details", permission: "edit", href: (id) => `/dashboard/manage-event-details?id=${id}` },
  edit: { label: "Edit", permission: "edit", href: (id) => `/dashboard/edit-event?id=${id}` },
  promoCodes: { label: "Promo codes", permission: "edit", href: (id) => `/dashboard/manage-event-details?id=${id}#promo-codes` },
  waitlist: { label: "Waitlist", permission: "attendees", href: (id) => `/dashboard/waitlist/${id}` },
  checkIn: { label: "Check in", permission: "check_in", href: (id) => `/dashboard/check-in/${id}` },
  gate: { label: "Live gate view", permission: "check_in", href: (id) => `/dashboard/gate/${id}` },
  sales: { label: "Sales and refunds", permission: "sales", href: (id) => `/dashboard/ticket-sales?eventId=${id}` },
  messages: { label: "Messages", permission: "edit", href: (id) => `/dashboard/messages/${id}` },
  payouts: { label: "Payouts", permission: "payouts", href: (id) => `/dashboard/payout-details?eventId=${id}` },
} satisfies Record<string, EventScreen>;

export type EventScreenName = keyof typeof EVENT_SCREENS;

/** The link to one screen of the event, or null when `permissions` do not open it. */
export function eventScreenLink(eventId: string, permissions: readonly Permission[], name: EventScreenName) {
  const screen: EventScreen = EVENT_SCREENS[name];
  return permissions.includes(screen.permission) ? { label: screen.label, href: screen.href(eventId) } : null;
}

/** The links to the named screens of the event that `permissions` open, in the order asked. */
export function eventScreenLinks(eventId: string, permissions: readonly Permission[], names: readonly EventScreenName[]) {
  return names.flatMap((name) => eventScreenLink(eventId, permissions, name) ?? []);
}
