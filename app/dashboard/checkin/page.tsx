import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OrganiserEventsTable } from "@/components/events/organiser-events-table";
import { DoorScanners } from "@/components/gate/door-scanners";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { doorLanding } from "@/lib/domain/gate/door-staff";
import { loadOrganiserList } from "@/lib/domain/events/organiser-list-page";
import { EVENT_SCREENS, eventScreenLinks } from "@/lib/domain/access/event-screens";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Check In Attendee", robots: { index: false } };

const PATH = "/dashboard/checkin";

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The door's list of events. Check-in staff (and nothing else) land on their scanner instead: the
 * scanner itself for one event, a big "Open scanner" per event for several.
 */
export default async function CheckInListPage({ searchParams }: PageProps) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(PATH)}`);
  const door = await doorLanding(user._id);
  if (door && "scanner" in door) redirect(door.scanner);
  if (door) return <DoorScanners events={door.events} />;
  const list = await loadOrganiserList(PATH, searchParams, "check_in");
  return (
    <OrganiserEventsTable
      path={PATH}
      heading="Check In Attendee"
      list={list}
      actions={(event, permissions) => [
        // The event's page is for those who manage it: check-in staff of another owner's event work at the door only.
        ...(permissions.includes(EVENT_SCREENS.details.permission)
          ? [{ label: "View Event", href: `/dashboard/view-event-attendee?id=${event._id}` }]
          : []),
        ...eventScreenLinks(event._id, permissions, ["checkIn"]).map((link) => ({ ...link, label: "Check In" })),
      ]}
    />
  );
}
