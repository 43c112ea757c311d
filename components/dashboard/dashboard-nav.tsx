"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { Permission } from "@/lib/domain/access/roles";

type NavLink = { href: string; label: string };

const ORGANISER_LINKS: NavLink[] = [
  { href: "/dashboard/overview", label: "Overview" },
  { href: "/dashboard/create-event", label: "Create event" },
  { href: "/dashboard/manage-event", label: "Manage event" },
  { href: "/dashboard/ticket-sales", label: "Ticket sales" },
  { href: "/dashboard/payout-details", label: "Payout details" },
  { href: "/dashboard/team", label: "Team" },
];

const CHECK_IN_LINK: NavLink = { href: "/dashboard/checkin", label: "Check in attendees" };

/**
 * The organiser's screens a member of other owners' teams gets, each for the permission that opens
 * it on at least one of their events: the overview lists those events; check-in staff get the door only.
 */
const TEAM_LINKS: (NavLink & { opensFor: Permission[] })[] = [
  { href: "/dashboard/overview", label: "Overview", opensFor: ["edit", "sales", "payouts"] },
  { href: "/dashboard/manage-event", label: "Manage event", opensFor: ["edit"] },
  { ...CHECK_IN_LINK, opensFor: ["check_in"] },
  { href: "/dashboard/ticket-sales", label: "Ticket sales", opensFor: ["sales"] },
  { href: "/dashboard/payout-details", label: "Payout details", opensFor: ["payouts"] },
];

const ATTENDEE_LINKS: NavLink[] = [
  { href: "/dashboard/upcoming-events", label: "Upcoming events" },
  { href: "/dashboard/past-events", label: "Past events" },
  { href: "/dashboard/ticket-purchased", label: "My tickets" },
  { href: "/dashboard/event-favorite", label: "Favourites" },
  { href: "/event-categories", label: "Browse events" },
];

const ACCOUNT_LINKS: NavLink[] = [
  { href: "/dashboard/profile", label: "Settings" },
  { href: "/dashboard/logout", label: "Logout" },
];

/** The organiser's screens, by the path prefixes that belong to them. */
const ORGANISER_PATHS = [
  ...ORGANISER_LINKS.map((link) => link.href),
  "/dashboard/edit-event",
  "/dashboard/view-event",
  "/dashboard/manage-event-details",
  "/dashboard/checkin",
  "/dashboard/check-in",
];

const isUnder = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The organiser's links for what the account does: its own events, and its roles on other owners' teams (`team`). */
function organiserLinks(organising: boolean, team: readonly Permission[]): NavLink[] {
  if (organising) return team.includes("check_in") ? [...ORGANISER_LINKS, CHECK_IN_LINK] : ORGANISER_LINKS;
  return TEAM_LINKS.filter((link) => link.opensFor.some((permission) => team.includes(permission)));
}

type DashboardNavProps = {
  /** The account has created an event. */
  organiser: boolean;
  /** What its roles on other owners' teams allow, on at least one event; empty when on no team. */
  team?: readonly Permission[];
};

/**
 * The dashboard's sections; the current one is marked for assistive technology and by colour. An
 * attendee sees their tickets, favourites and a way to browse, not the organiser's menus; those show
 * once the account has an event, or while it is on an organiser's screen (it chose to organise).
 * Someone on other organisers' teams gets the screens their roles open there, and no more: check-in
 * staff only the door's list, however they reached the page.
 */
export function DashboardNav({ organiser, team = [] }: DashboardNavProps) {
  const pathname = usePathname();
  const organising = organiser || (team.length === 0 && ORGANISER_PATHS.some((href) => isUnder(pathname, href)));
  const links = [...organiserLinks(organising, team), ...ATTENDEE_LINKS, ...ACCOUNT_LINKS];
  return (
    <ul className="grid gap-1">
      {links.map((link) => {
        const current = isUnder(pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? "page" : undefined}
              className={`flex min-h-11 w-full items-center rounded-lg px-4 font-medium ${
                current ? "bg-primary-700 text-white" : "text-ink hover:bg-primary-50"
              }`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
      {organising ? null : (
        <li className="mt-3 border-t border-zinc-200 pt-3">
          <Link
            href="/dashboard/create-event"
            className="flex min-h-11 w-full items-center rounded-lg px-4 font-medium text-primary-700 hover:bg-primary-50"
          >
            Organise an event
          </Link>
        </li>
      )}
    </ul>
  );
}
