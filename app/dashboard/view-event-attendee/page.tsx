import type { Metadata } from "next";
import { OrganiserEventView } from "@/components/events/organiser-view/organiser-event-view";
import { loadOrganiserEventPage } from "@/lib/domain/organiser/organiser-event-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Event details", robots: { index: false } };

const PATH = "/dashboard/view-event-attendee";
const BACK = { href: "/dashboard/checkin", label: "Back to check-in list" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC 2.17: reached from the Check In list's row menu ('View Event'). */
export default async function ViewEventAttendeePage({ searchParams }: PageProps) {
  const view = await loadOrganiserEventPage(PATH, BACK.href, searchParams);
  return <OrganiserEventView back={BACK} view={view} />;
}
