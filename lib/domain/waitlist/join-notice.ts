// Waitlist: the confirmation e-mail sent on joining.
import "server-only";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { ownPageLink } from "@/lib/domain/mail/links";
import { waitlistJoinedEmail } from "@/lib/domain/mail/waitlist-templates";
import { entryPath } from "@/lib/domain/waitlist/entry-key";
import type { WaitlistEvent } from "@/lib/domain/waitlist/waitlist-event";
import type { LeanWaitlistEntry } from "@/models/WaitlistEntry";

export async function sendJoinNotice(entry: LeanWaitlistEntry, event: WaitlistEvent, position: number | null): Promise<void> {
  const type = event.ticketTypes?.find((candidate) => String(candidate._id) === String(entry.ticketType));
  const mail = waitlistJoinedEmail({
    fullName: entry.fullName,
    eventTitle: event.eventTitle,
    typeName: type?.name ?? "Tickets",
    partySize: entry.partySize,
    position,
    url: ownPageLink(entryPath(String(entry._id))),
  });
  await sendMail({ to: entry.email, ...mail });
}
