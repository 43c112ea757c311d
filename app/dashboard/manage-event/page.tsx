import type { Metadata } from "next";
import { PlannerEventList } from "@/components/events/planner-event-list";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Manage event", robots: { index: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function ManageEventPage({ searchParams }: PageProps) {
  return (
    <PlannerEventList
      path="/dashboard/manage-event"
      heading="Manage event"
      searchParams={searchParams}
      actions={(event) => [
        { label: "View details", href: `/dashboard/manage-event-details?id=${event._id}` },
        { label: "Create event", href: "/dashboard/create-event" },
        { label: "Edit", href: `/dashboard/edit-event?id=${event._id}` },
        { label: "Check in", href: `/dashboard/check-in/${event._id}` },
      ]}
    />
  );
}
