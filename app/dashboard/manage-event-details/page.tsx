import type { Metadata } from "next";
import { OrganiserEventView } from "@/components/events/organiser-view/organiser-event-view";
import { loadOrganiserEventPage } from "@/lib/domain/organiser/organiser-event-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Event details", robots: { index: false } };

const PATH = "/dashboard/manage-event-details";
const BACK = { href: "/dashboard/manage-event", label: "Back to manage event" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reached from the Manage Event row menu ('View details'). */
export default async function ManageEventDetailsPage({ searchParams }: PageProps) {
  const view = await loadOrganiserEventPage(PATH, BACK.href, searchParams);
  return <OrganiserEventView back={BACK} view={view} />;
}
