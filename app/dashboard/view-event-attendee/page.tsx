import type { Metadata } from "next";
import { OrganiserEventView } from "@/components/events/organiser-view/organiser-event-view";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Event details", robots: { index: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC 2.17: reached from the Check In list's row menu ('View Event'). */
export default function ViewEventAttendeePage({ searchParams }: PageProps) {
  return <OrganiserEventView path="/dashboard/view-event-attendee" back={{ href: "/dashboard/checkin", label: "Back to check-in list" }} searchParams={searchParams} />;
}
