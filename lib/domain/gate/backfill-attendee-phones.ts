import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { isMigrationDone, markMigrationDone } from "@/lib/platform/migration-record";
import { Attendee } from "@/models/Attendee";
import { Ticket } from "@/models/Ticket";
import { User } from "@/models/User";

const MIGRATION = "attendee-phones";
const REMEMBERED_BUYERS = 10_000;

/**
 * Attendees from before they carried their buyer's phone get it ("" when the buyer has none), so
 * the gate's check-in list stops reading buyers' accounts for them. Once, in the background of the
 * first start of this version: one pass over those attendees, then indexed reads and a conditional
 * write each. Until it is done the list reads the accounts of the attendees it lacks.
 */
export async function backfillAttendeePhones(): Promise<{ attendees: number }> {
  await connectToDatabase();
  if (await isMigrationDone(MIGRATION)) return { attendees: 0 };
  const startedAt = new Date();
  const missing = { phone: { $exists: false } };
  const phoneOfBuyer = new Map<string, string>();
  const buyerPhone = async (buyerId: string) => {
    const known = phoneOfBuyer.get(buyerId);
    if (known !== undefined) return known;
    const buyer = await User.findById(buyerId, { phoneNo: 1 }).lean();
    if (phoneOfBuyer.size >= REMEMBERED_BUYERS) phoneOfBuyer.clear();
    phoneOfBuyer.set(buyerId, buyer?.phoneNo ?? "");
    return buyer?.phoneNo ?? "";
  };
  let attendees = 0;
  for await (const attendee of Attendee.find(missing, { ticket: 1 }).lean().cursor()) {
    const ticket = await Ticket.findById(attendee.ticket, { owner: 1 }).lean();
    const phone = ticket ? await buyerPhone(String(ticket.owner)) : "";
    await Attendee.updateOne({ _id: attendee._id, ...missing }, { $set: { phone } });
    attendees += 1;
  }
  await markMigrationDone(MIGRATION, startedAt);
  if (attendees) logger.info("gave older attendees their buyer's phone", { attendees });
  return { attendees };
}
