import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import type { Person } from "@/lib/domain/messages/person";
import { WaitlistEntry } from "@/models/WaitlistEntry";

/** The people still on an event's waitlist (waiting, or holding an offer), as messages reach them. */
export async function waitlistPeople(eventId: string): Promise<Person[]> {
  await connectToDatabase();
  const entries = await WaitlistEntry.find({ event: eventId, status: { $in: ["waiting", "offered"] } }, { email: 1, phone: 1, fullName: 1 })
    .sort({ joinedAt: 1 })
    .lean();
  return entries.map((entry) => ({ email: entry.email, phone: entry.phone, name: entry.fullName }));
}
