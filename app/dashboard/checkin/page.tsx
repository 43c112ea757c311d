import type { Metadata } from "next";
import { PlannerEventList } from "@/components/events/planner-event-list";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Check In Attendee", robots: { index: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function CheckInListPage({ searchParams }: PageProps) {
  return (
    <PlannerEventList
      path="/dashboard/checkin"
      heading="Check In Attendee"
      searchParams={searchParams}
      actions={(event) => [
        { label: "View Event", href: `/dashboard/view-event-attendee?id=${event._id}` },
        { label: "Check In", href: `/dashboard/check-in/${event._id}` },
      ]}
    />
  );
}
