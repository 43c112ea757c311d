import { WaitlistForm } from "@/components/waitlist/waitlist-form";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { pageWaitlist } from "@/lib/domain/waitlist/public-waitlist";

/** Under a sold-out event's tickets: the waitlist's form, or why it takes no entries. */
export async function WaitlistSection({ event }: { event: PublicEvent }) {
  const waitlist = await pageWaitlist(event);
  if (!waitlist.open) {
    return waitlist.reason === "closed" ? <p className="mt-3 text-sm text-muted">The waitlist for this event is closed.</p> : null;
  }
  return (
    <div id="waitlist" className="mt-4 scroll-mt-20">
      <WaitlistForm eventId={event._id} types={waitlist.types} />
    </div>
  );
}
