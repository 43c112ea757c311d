// Inventory: the listed resale tickets a purchase takes as seats, and gives back when its hold ends (docs/resale.md).
import "server-only";
import type { Types } from "mongoose";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { logger } from "@/lib/platform/logger";
import { Event } from "@/models/Event";
import type { LeanOrder } from "@/models/Order";
import { Ticket } from "@/models/Ticket";

type Ref = Types.ObjectId | string;

/** The queue a listed ticket waits in: its event and type (`Ticket.resaleQueue`). */
export const resaleQueueOf = (eventId: Ref, ticketType: Ref | null | undefined) => `${String(eventId)}:${String(ticketType ?? "")}`;

/**
 * Moves an event's count of listed tickets on sale for one type (`resaleOpen`), after the ticket's
 * own conditional flip in or out of "listed" — the ticket is the truth, the count what buyers see
 * and what the purchase checks first, so it follows every flip once and never goes below 0.
 */
export async function countOpenListing(eventId: Ref, ticketType: Ref | null | undefined, change: 1 | -1): Promise<void> {
  if (!ticketType) return;
  const path = `resaleOpen.${String(ticketType)}`;
  const guard = change < 0 ? { [path]: { $gte: 1 } } : {};
  await Event.updateOne({ _id: eventId, ...guard }, { $inc: { [path]: change } });
  await announceEventChange(String(eventId), "seats");
  if (change > 0) await seatsCameBack(String(eventId), String(ticketType));
}

type SeatsBackListener = (eventId: string, ticketTypeId: string) => Promise<void> | void;
// On globalThis: the server's start-up and its route handlers are built as separate bundles, each
// with its own copy of this module, and a listener registered at start-up must hear them all.
const processWide = globalThis as typeof globalThis & { __scheditixSeatsBackListeners?: SeatsBackListener[] };
const seatsBackListeners = (processWide.__scheditixSeatsBackListeners ??= []);

/**
 * Called whenever a seat of a type comes back on sale through resale (a ticket listed, or a hold on
 * a listing that ended): a waitlist registers here to offer it before the public. The seat is
 * already on sale when it is called; a listener that wants it for someone takes it like any
 * purchase does (`claimResaleSeats` for an order with `resaleSeats`).
 */
export function onSeatsCameBack(listener: SeatsBackListener): void {
  seatsBackListeners.push(listener);
}

async function seatsCameBack(eventId: string, ticketTypeId: string): Promise<void> {
  for (const listener of seatsBackListeners) {
    await Promise.resolve(listener(eventId, ticketTypeId)).catch((error: unknown) => logger.error("seats-came-back listener failed", { error }));
  }
}

/** Listed resale tickets on sale now, per type id, for one event (what `onSeatsCameBack` announces the rise of). */
export async function resaleSeatsOpen(eventId: string): Promise<Record<string, number>> {
  const event = await Event.findById(eventId, { resaleOpen: 1 }).lean();
  const open = event?.resaleOpen as unknown as Record<string, number> | undefined;
  return Object.fromEntries(Object.entries(open ?? {}).filter(([, count]) => count > 0));
}

/**
 * Claims the listed tickets an order's resale seats come from, oldest listing first: each claim is
 * one conditional update (listed and still valid → claimed by this order), so no listing is ever
 * claimed twice and a ticket checked in meanwhile is never taken. Counts what the order already
 * claimed, so a retry claims only the rest. False when fewer listings are left than it needs:
 * the caller undoes the hold, which gives the claimed ones back.
 */
export async function claimResaleSeats(order: Pick<LeanOrder, "_id" | "event" | "resaleSeats">): Promise<boolean> {
  for (const seats of order.resaleSeats ?? []) {
    const already = await Ticket.countDocuments({ resaleClaim: order._id, "resale.state": "claimed", ticketType: seats.ticketType });
    for (let claimed = already; claimed < seats.quantity; claimed++) {
      const listing = await Ticket.findOneAndUpdate(
        { resaleQueue: resaleQueueOf(order.event as Ref, seats.ticketType), status: "valid", "resale.state": "listed" },
        { $set: { "resale.state": "claimed", resaleClaim: order._id }, $unset: { resaleQueue: 1 } },
        { sort: { "resale.listedAt": 1 }, returnDocument: "after" },
      ).lean();
      if (!listing) return false;
      await countOpenListing(order.event as Ref, seats.ticketType, -1);
    }
  }
  return true;
}

/**
 * Gives back the listings an order claimed but did not buy (its hold ended, failed or was undone):
 * each goes back to "listed", its place in the queue kept, once (a conditional flip per ticket).
 */
export async function releaseResaleClaims(order: Pick<LeanOrder, "_id" | "event" | "resaleSeats">): Promise<void> {
  if (!order.resaleSeats?.length) return;
  const claimed = await Ticket.find({ resaleClaim: order._id, "resale.state": "claimed" }, { event: 1, ticketType: 1, status: 1 }).lean();
  for (const ticket of claimed) {
    // A ticket that stopped being valid meanwhile (it cannot: the gate and refunds skip claimed ones) leaves sale instead.
    const listed = ticket.status === "valid";
    const back = await Ticket.updateOne(
      { _id: ticket._id, resaleClaim: order._id, "resale.state": "claimed", status: ticket.status },
      listed
        ? { $set: { "resale.state": "listed", resaleQueue: resaleQueueOf(ticket.event, ticket.ticketType) }, $unset: { resaleClaim: 1 } }
        : { $set: { "resale.state": "withdrawn" }, $unset: { resaleClaim: 1 } },
    );
    if (back.modifiedCount === 1 && listed) await countOpenListing(order.event as Ref, ticket.ticketType, 1);
  }
}
