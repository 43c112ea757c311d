import type { Metadata } from "next";
import { PlannerEventList } from "@/components/events/planner-event-list";
import { loadPlannerList } from "@/lib/events/planner-list-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Manage event", robots: { index: false } };

const PATH = "/dashboard/manage-event";

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ManageEventPage({ searchParams }: PageProps) {
  const list = await loadPlannerList(PATH, searchParams);
  return (
    <PlannerEventList
      path={PATH}
      heading="Manage event"
      list={list}
      actions={(event) => [
        { label: "View details", href: `/dashboard/manage-event-details?id=${event._id}` },
        { label: "Promo codes", href: `/dashboard/manage-event-details?id=${event._id}#promo-codes` },
        { label: "Create event", href: "/dashboard/create-event" },
        { label: "Edit", href: `/dashboard/edit-event?id=${event._id}` },
        { label: "Check in", href: `/dashboard/check-in/${event._id}` },
      ]}
    />
  );
}
