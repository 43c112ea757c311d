// Waitlist: the event as the waitlist reads it (stock, limits, prices, settings).
import "server-only";
import type { Types } from "mongoose";
import type { LeanTicketType } from "@/lib/domain/ticket-types/sale-state";
import type { ResaleOpen } from "@/lib/domain/resale/resale-stock";
import { Event } from "@/models/Event";

export type WaitlistEvent = {
  _id: Types.ObjectId;
  organizer: Types.ObjectId;
  eventTitle: string;
  startDate: string;
  startTime: string;
  eventLocation: string;
  startsAt: Date;
  endsAt: Date;
  cancelledAt?: Date | null;
  suspended?: string | null;
  ticketQuantity: number;
  seatsTaken?: number | null;
  ticketPurchaseLimit: number;
  ticketTypes?: LeanTicketType[] | null;
  feeMode?: "absorb" | "pass" | null;
  waitlist?: { enabled?: boolean | null; closed?: boolean | null; offerMinutes?: number | null; used?: boolean | null } | null;
  /** Tickets sold back by their holders and on sale again, per type (docs/resale.md): seats an offer can take too. */
  resaleOpen?: ResaleOpen;
};

const FIELDS = {
  organizer: 1,
  eventTitle: 1,
  startDate: 1,
  startTime: 1,
  eventLocation: 1,
  startsAt: 1,
  endsAt: 1,
  cancelledAt: 1,
  suspended: 1,
  ticketQuantity: 1,
  seatsTaken: 1,
  ticketPurchaseLimit: 1,
  ticketTypes: 1,
  feeMode: 1,
  waitlist: 1,
  resaleOpen: 1,
} as const;

export const readWaitlistEvent = (eventId: string | Types.ObjectId) => Event.findById(eventId, FIELDS).lean<WaitlistEvent>();

/** Whether seats of this event can still be offered (or bought): not cancelled, suspended or over. */
export const stillSelling = (event: WaitlistEvent, now = new Date()) => !event.cancelledAt && !event.suspended && event.endsAt > now;

/** The most one entry may ask for of a type: its per-order limit within the event's. */
export const partyLimit = (event: WaitlistEvent, type: LeanTicketType) =>
  Math.min(type.maxPerOrder ?? event.ticketPurchaseLimit, event.ticketPurchaseLimit);
