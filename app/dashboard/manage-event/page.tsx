import type { Metadata } from "next";
import { PlannerEventList } from "@/components/events/planner-event-list";
import { loadPlannerList } from "@/lib/events/planner-list-page";
import { eventScreenLinks } from "@/lib/team/event-screens";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Manage event", robots: { index: false } };

const PATH = "/dashboard/manage-event";

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The user's events and those they co-organise; each row offers what the user may do on it. */
export default async function ManageEventPage({ searchParams }: PageProps) {
  const list = await loadPlannerList(PATH, searchParams, "edit");
  return (
    <PlannerEventList
      path={PATH}
      heading="Manage event"
      list={list}
      actions={(event, permissions) => [
        ...eventScreenLinks(event._id, permissions, ["details", "promoCodes"]),
        { label: "Create event", href: "/dashboard/create-event" },
        ...eventScreenLinks(event._id, permissions, ["edit", "checkIn"]),
      ]}
    />
  );
}
