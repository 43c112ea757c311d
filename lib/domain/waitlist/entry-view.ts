// Waitlist: an entry as its owner sees it, with its place in the queue.
import "server-only";
import { payLaterPath } from "@/lib/domain/orders/pay-later-link";
import { WaitlistEntry, type LeanWaitlistEntry, type WaitlistStatus } from "@/models/WaitlistEntry";
import { Order } from "@/models/Order";

export type EntryView = {
  _id: string;
  eventId: string;
  ticketTypeId: string;
  partySize: number;
  fullName: string;
  status: WaitlistStatus;
  /** 1 for the next in line for this ticket type; null once not waiting. */
  position: number | null;
  joinedAt: string;
  /** While offered: until when the seats are held, and where to pay for them. */
  offerExpiresAt: string | null;
  offerUrl: string | null;
};

/** Waiting entries for the same type that joined before this one, plus one. */
export async function positionOf(entry: Pick<LeanWaitlistEntry, "_id" | "event" | "ticketType" | "joinedAt" | "status">): Promise<number | null> {
  if (entry.status !== "waiting") return null;
  const ahead = await WaitlistEntry.countDocuments({
    event: entry.event,
    status: "waiting",
    ticketType: entry.ticketType,
    $or: [{ joinedAt: { $lt: entry.joinedAt } }, { joinedAt: entry.joinedAt, _id: { $lt: entry._id } }],
  });
  return ahead + 1;
}

export async function toEntryView(entry: LeanWaitlistEntry): Promise<EntryView> {
  const [position, order] = await Promise.all([
    positionOf(entry),
    entry.status === "offered" && entry.offerOrder ? Order.findById(entry.offerOrder, { publicId: 1, status: 1 }).lean() : null,
  ]);
  const offerUrl = order?.status === "pending" && order.publicId ? payLaterPath(order.publicId) : null;
  return {
    _id: String(entry._id),
    eventId: String(entry.event),
    ticketTypeId: String(entry.ticketType),
    partySize: entry.partySize,
    fullName: entry.fullName,
    status: entry.status,
    position,
    joinedAt: entry.joinedAt.toISOString(),
    offerExpiresAt: entry.status === "offered" ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    offerUrl,
  };
}
