// Waitlist: free seats and waiting entries meet — offers are made, first come first offered.
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { ownFreeOfType } from "@/lib/domain/waitlist/queue/free-seats";
import { resaleOpenOf } from "@/lib/domain/resale/resale-stock";
import { offerEntry } from "@/lib/domain/waitlist/offer-entry";
import { settleOffer } from "@/lib/domain/waitlist/settle-offer";
import { readWaitlistEvent, stillSelling } from "@/lib/domain/waitlist/waitlist-event";
import { waitlistSettingsOf } from "@/lib/domain/waitlist/waitlist-settings";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";

/** Waiting entries read at once, in join order. */
const BATCH = 200;
/** Reads of the event one call may make (each after seats went elsewhere, or a full batch). */
const ROUNDS = 50;

/**
 * Makes every offer an event's free seats allow: first its offers out are settled (an expired one
 * gives its seats back here), then the waiting entries are read in join order and each whose party
 * fits the free seats of its type is offered them (offer-entry.ts). Safe to run from any number
 * of processes at once: an entry is claimed by one conditional update and seats are taken by the
 * counters' conditional $inc, so a seat is never offered twice; a caller that loses a race reads
 * the event again. Answers the offers this call made.
 */
export async function makeWaitlistOffers(eventId: string, now = new Date()): Promise<number> {
  await connectToDatabase();
  let event = await readWaitlistEvent(eventId);
  if (!event?.waitlist?.used || !waitlistSettingsOf(event).enabled) return 0;
  const out = await WaitlistEntry.find({ event: event._id, status: "offered" }).lean<LeanWaitlistEntry[]>();
  const settled = await Promise.all(out.map((entry) => settleOffer(entry, now)));
  if (settled.some(Boolean)) event = await readWaitlistEvent(eventId);

  let made = 0;
  for (let round = 0; event && round < ROUNDS && stillSelling(event, now); round++) {
    // Own stock (within the event's total left) and each type's listed resale tickets (outside it).
    const stock = event;
    const ownFree = new Map((stock.ticketTypes ?? []).map((type) => [String(type._id), ownFreeOfType({ ...stock, seatsTaken: 0 }, type)]));
    const resaleFree = new Map((stock.ticketTypes ?? []).map((type) => [String(type._id), resaleOpenOf(stock.resaleOpen, type._id)]));
    let totalFree = stock.ticketQuantity - (stock.seatsTaken ?? 0);
    const free = (typeId: string) => Math.max(0, Math.min(ownFree.get(typeId) ?? 0, totalFree)) + (resaleFree.get(typeId) ?? 0);
    const most = Math.max(0, ...[...ownFree.keys()].map(free));
    if (most <= 0) break;
    const waiting = await WaitlistEntry.find({ event: event._id, status: "waiting", partySize: { $lte: most } })
      .sort({ joinedAt: 1, _id: 1 })
      .limit(BATCH)
      .lean<LeanWaitlistEntry[]>();
    let readAgain = waiting.length === BATCH;
    for (const entry of waiting) {
      const typeId = String(entry.ticketType);
      if (entry.partySize > free(typeId)) continue;
      const outcome = await offerEntry(event, entry, now);
      if (outcome === "made") {
        made += 1;
        // As the offer's hold split them: own stock first, then resale (splitOwnAndResale).
        const own = Math.min(entry.partySize, Math.max(0, Math.min(ownFree.get(typeId) ?? 0, totalFree)));
        ownFree.set(typeId, (ownFree.get(typeId) ?? 0) - own);
        totalFree -= own;
        resaleFree.set(typeId, (resaleFree.get(typeId) ?? 0) - (entry.partySize - own));
      } else if (outcome === "no_seats") {
        readAgain = true;
        break;
      }
    }
    if (!readAgain) break;
    event = await readWaitlistEvent(eventId);
  }
  return made;
}
