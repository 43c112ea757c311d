// Inventory: resale at the gate and at a refund — a listed ticket still admits (and leaves sale); one a buyer is paying for does not.
import "server-only";
import type { Types } from "mongoose";
import { countOpenListing } from "@/lib/domain/inventory/resale-seats";
import { Ticket } from "@/models/Ticket";

/**
 * Added to every admission's conditional update (online check-in and offline sync): a listing
 * claimed by a live hold is not admitted. The sale's own flip requires the ticket still "valid",
 * so between a check-in and a sale of one ticket exactly one wins.
 */
export const NOT_CLAIMED_FOR_RESALE = { "resale.state": { $ne: "claimed" } } as const;

export const CLAIMED_MESSAGE =
  "On resale: a buyer is paying for this ticket right now, so it does not admit. If their payment does not arrive, it admits again when their hold ends.";

type Ended = { _id: Types.ObjectId; event: Types.ObjectId | string; ticketType?: Types.ObjectId | null; resale?: { state?: string | null } | null };

/**
 * A listed ticket that was let in, or refunded by the organiser, leaves sale: it can never be sold
 * on. Without `resale` read, each ticket is tried (a conditional flip that misses changes nothing).
 */
export async function withdrawEndedListings(tickets: Ended[]): Promise<void> {
  for (const ticket of tickets) {
    if (ticket.resale && ticket.resale.state !== "listed") continue;
    const withdrawn = await Ticket.updateOne(
      { _id: ticket._id, "resale.state": "listed" },
      { $set: { "resale.state": "withdrawn" }, $unset: { resaleQueue: 1 } },
    );
    if (withdrawn.modifiedCount === 1) await countOpenListing(ticket.event, ticket.ticketType, -1);
  }
}
