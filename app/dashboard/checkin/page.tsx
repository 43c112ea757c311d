import type { Metadata } from "next";
import { PlannerEventList } from "@/components/events/planner-event-list";
import { loadPlannerList } from "@/lib/events/planner-list-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Check In Attendee", robots: { index: false } };

const PATH = "/dashboard/checkin";

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CheckInListPage({ searchParams }: PageProps) {
  const list = await loadPlannerList(PATH, searchParams, "check_in");
  return (
    <PlannerEventList
      path={PATH}
      heading="Check In Attendee"
      list={list}
      actions={(event) => [
        // Another owner's event (worked on as part of their team) opens at the door only.
        ...(list.othersEvents.includes(event._id) ? [] : [{ label: "View Event", href: `/dashboard/view-event-attendee?id=${event._id}` }]),
        { label: "Check In", href: `/dashboard/check-in/${event._id}` },
      ]}
    />
  );
}
