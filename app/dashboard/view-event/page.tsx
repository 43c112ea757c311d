import type { Metadata } from "next";
import { OrganiserEventView } from "@/components/events/organiser-view/organiser-event-view";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Event details", robots: { index: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC 2.17 lists this route; its back control returns to the overview. */
export default function ViewEventPage({ searchParams }: PageProps) {
  return <OrganiserEventView path="/dashboard/view-event" back={{ href: "/dashboard/overview", label: "Back to overview" }} searchParams={searchParams} />;
}
