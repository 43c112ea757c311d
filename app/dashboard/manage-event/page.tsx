import type { Metadata } from "next";
import { OrganiserEventsTable } from "@/components/events/organiser-events-table";
import { loadOrganiserList } from "@/lib/domain/events/organiser-list-page";
import { eventScreenLinks } from "@/lib/domain/access/event-screens";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Manage event", robots: { index: false } };

const PATH = "/dashboard/manage-event";

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The user's events and those they co-organise; each row offers what the user may do on it. */
export default async function ManageEventPage({ searchParams }: PageProps) {
  const list = await loadOrganiserList(PATH, searchParams, "edit");
  return (
    <OrganiserEventsTable
      path={PATH}
      heading="Manage event"
      list={list}
      actions={(event, permissions) => [
        ...eventScreenLinks(event._id, permissions, ["details", "promoCodes", "waitlist"]),
        { label: "Create event", href: "/dashboard/create-event" },
        ...eventScreenLinks(event._id, permissions, ["edit", "checkIn", "messages"]),
      ]}
    />
  );
}
