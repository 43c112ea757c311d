import type { Metadata } from "next";
import { OrganiserEventView } from "@/components/events/organiser-view/organiser-event-view";
import { loadOrganiserEventPage } from "@/lib/domain/organiser/organiser-event-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Event details", robots: { index: false } };

const PATH = "/dashboard/view-event";
const BACK = { href: "/dashboard/overview", label: "Back to overview" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC 2.17 lists this route; its back control returns to the overview. */
export default async function ViewEventPage({ searchParams }: PageProps) {
  const view = await loadOrganiserEventPage(PATH, BACK.href, searchParams);
  return <OrganiserEventView back={BACK} view={view} />;
}
