// Waitlist: leaving the queue, or letting an offer go.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { endHold } from "@/lib/domain/orders/holds/end-hold";
import { ownEntry } from "@/lib/domain/waitlist/my-entry";
import { DECLINED_NOTE, settleOffer } from "@/lib/domain/waitlist/settle-offer";
import { toEntryView, type EntryView } from "@/lib/domain/waitlist/entry-view";
import { isPublicOrderId } from "@/models/public-order-id";
import { Order, type LeanOrder } from "@/models/Order";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";

/**
 * Leaves the waitlist: a waiting entry leaves (one conditional update); an entry with an offer out
 * declines it first, so its seats pass to the next. Leaving twice answers the same.
 */
export async function leaveWaitlist(entryId: string, key: string | undefined, userId: string | null, now = new Date()): Promise<EntryView> {
  const entry = await ownEntry(entryId, key, userId);
  if (entry.status === "offered") await declineEntryOffer(entry, now);
  await WaitlistEntry.updateOne({ _id: entry._id, status: { $in: ["waiting", "expired", "declined"] } }, { $set: { status: "left", endedAt: now } });
  const after = (await WaitlistEntry.findById(entry._id).lean<LeanWaitlistEntry>()) as LeanWaitlistEntry;
  if (after.status === "bought") throw new ApiError("conflict", "You bought your tickets through the waitlist, so there is nothing to leave.");
  return toEntryView(after);
}

/**
 * Declines an offer by its order's public id (the capability the offer's link carries, as for
 * paying it): the hold ends, its seats come back and pass to the next entry.
 */
export async function declineOffer(publicId: string, now = new Date()): Promise<{ declined: true }> {
  if (!isPublicOrderId(publicId)) throw new ApiError("not_found", "No waitlist offer has this id");
  await connectToDatabase();
  const order = await Order.findOne({ publicId, kind: "ticket", offer: { $exists: true } }).lean<LeanOrder>();
  if (!order?.offer) throw new ApiError("not_found", "No waitlist offer has this id");
  const entry = await WaitlistEntry.findById(order.offer).lean<LeanWaitlistEntry>();
  if (!entry || String(entry.offerOrder) !== String(order._id)) throw new ApiError("conflict", "This offer has ended.");
  await declineEntryOffer(entry, now);
  return { declined: true };
}

async function declineEntryOffer(entry: LeanWaitlistEntry, now: Date): Promise<void> {
  const order = entry.offerOrder ? await Order.findById(entry.offerOrder).lean<LeanOrder>() : null;
  if (order?.status === "paid") throw new ApiError("conflict", "This offer is paid, so the tickets are yours.");
  if (order?.status === "pending") await endHold(order, ["pending"], "expired", { note: DECLINED_NOTE });
  await settleOffer(entry, now, 0);
}
