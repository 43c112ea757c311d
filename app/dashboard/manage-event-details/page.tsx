import type { Metadata } from "next";
import { OrganiserEventView } from "@/components/events/organiser-view/organiser-event-view";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Event details", robots: { index: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reached from the Manage Event row menu ('View details'). */
export default function ManageEventDetailsPage({ searchParams }: PageProps) {
  return <OrganiserEventView path="/dashboard/manage-event-details" back={{ href: "/dashboard/manage-event", label: "Back to manage event" }} searchParams={searchParams} />;
}
