"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/dashboard/overview", label: "Overview" },
  { href: "/dashboard/create-event", label: "Create event" },
  { href: "/dashboard/manage-event", label: "Manage event" },
  { href: "/dashboard/ticket-sales", label: "Ticket sales" },
  { href: "/dashboard/payout-details", label: "Payout details" },
  { href: "/dashboard/upcoming-events", label: "Upcoming events" },
  { href: "/dashboard/past-events", label: "Past events" },
  { href: "/dashboard/ticket-purchased", label: "My tickets" },
  { href: "/dashboard/event-favorite", label: "Favourites" },
  { href: "/dashboard/profile", label: "Settings" },
  { href: "/dashboard/logout", label: "Logout" },
] as const;

/** The dashboard's sections; the current one is marked for assistive technology and by colour. */
export function DashboardNav() {
  const pathname = usePathname();
  return (
    <ul className="grid gap-1">
      {LINKS.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
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
    </ul>
  );
}
