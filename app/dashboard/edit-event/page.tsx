import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { textLink } from "@/components/ui/button-styles";
import { ResaleCard } from "@/components/resale/resale-card";
import { EditEventForm } from "@/components/events/event-builder/edit-event-form";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { listCategories } from "@/lib/domain/events/categories";
import { organiserEventForPage } from "@/lib/domain/events/organiser-event-for-page";
import { CHANGEABLE_WHEN_LIVE, LOCKED_WHEN_LIVE_MESSAGE, isLive } from "@/lib/domain/events/update-event";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { lagosDate } from "@/lib/platform/time/lagos";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { objectId } from "@/lib/domain/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Edit event",
  robots: { index: false },
};

function Notice({ message }: { message: string }) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Edit event</h1>
      <div className="max-w-xl rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
        <p>{message}</p>
        <Link href="/dashboard/manage-event" className={`${textLink} mt-2`}>
          Go to Manage event
        </Link>
      </div>
    </div>
  );
}

export default async function EditEventPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Fedit-event");

  const { id } = await searchParams;
  const eventId = objectId.safeParse(Array.isArray(id) ? id[0] : id);
  if (!eventId.success) return <Notice message="Choose the event to edit from your list of events." />;

  // The owner and co-organisers edit; anyone else is redirected to the page that says why.
  const [{ event }, categories] = await Promise.all([organiserEventForPage(user._id, eventId.data, EVENT_SCREENS.edit.permission), listCategories()]);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Edit event</h1>
        <p className="mt-1 text-muted">{eventTitleOrFallback(event.eventTitle)}</p>
      </div>
      <EditEventForm
        key={event._id}
        event={event}
        categories={categories.map(({ _id, categoryName }) => ({ _id, categoryName }))}
        today={lagosDate(new Date())}
        live={isLive({ startsAt: new Date(event.startsAt), seatsTaken: event.seatsTaken })}
        changeableWhenLive={[...CHANGEABLE_WHEN_LIVE]}
        lockedMessage={LOCKED_WHEN_LIVE_MESSAGE}
      />
      <ResaleCard eventId={event._id} canEdit />
    </div>
  );
}
