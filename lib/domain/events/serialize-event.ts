import { eventStatus, type ShownEventStatus } from "@/lib/domain/events/event-status";
import { ticketPeopleSettings, type TicketPeopleSettings } from "@/lib/domain/tickets/holders/holder-settings";
import { EVENT_IMAGE_PLACEHOLDER } from "@/lib/platform/media/public-url";
import { ticketsAvailable } from "@/lib/domain/events/tickets-available";
import { cheapestPrice } from "@/lib/domain/ticket-types/sale-state";
import { withResaleSeats } from "@/lib/domain/resale/resale-stock";
import { shownTicketTypes, type PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import { allInPriceNaira, type FeeMode } from "@/lib/domain/fees/fee-rules";
import { acceptedChannels, type PaymentChannel } from "@/lib/domain/payments/channels";
import type { LeanEvent } from "@/models/Event";

/** An event as anyone may see it (no revenue). Field names are the ones the existing client reads. */
export type PublicEvent = {
  _id: string;
  eventTitle: string;
  eventDescription: string;
  eventLocation: string;
  eventAgenda: string;
  eventRule: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  image: { imageUrl: string };
  eventCategory: { _id: string; categoryName: string } | null;
  organizer: string;
  /** The cheapest visible type on sale (the existing client's single price): the ticket's own price. */
  ticketPrice: number;
  /** What a buyer pays for a ticket at `ticketPrice`: with the fees when the event passes them on. */
  allInPrice: number;
  /** `absorb`: the buyer pays the ticket price; `pass`: the fees on top (lib/domain/fees/fee-rules.ts). */
  feeMode: FeeMode;
  /** The channels buyers may pay with, in the order they are offered (all of them unless the organiser chose). */
  paymentChannels: PaymentChannel[];
  /** Over every type. */
  ticketQuantity: number;
  /** Visible types in the organiser's order; hidden ones need an access code. */
  ticketTypes: PublicTicketType[];
  ticketSold: number;
  /** Left to buy now: visible types whose sale has not ended; none once the event has ended or was cancelled. */
  ticketsAvailable: number;
  ticketPurchaseLimit: number;
  totalTableNumber: number;
  totalSeatNumber: number;
  parkingAccess: "yes" | "no";
  attendeeCount: number;
  totalAttendee: number;
  featured: boolean;
  /** The date-derived status, or "cancelled" once the organiser cancelled (the existing client's three keep their meaning). */
  status: ShownEventStatus;
  cancelMessage: string | null;
} & TicketPeopleSettings;

function category(value: LeanEvent["eventCategory"]): PublicEvent["eventCategory"] {
  if (!value || !("categoryName" in value)) return null;
  return { _id: String(value._id), categoryName: value.categoryName };
}

/** Events saved before fee modes absorb the fees. */
export const feeModeOf = (event: Pick<LeanEvent, "feeMode">): FeeMode => event.feeMode ?? "absorb";

export function toPublicEvent(stored: LeanEvent, now = new Date()): PublicEvent {
  const event = withResaleSeats(stored);
  const feeMode = feeModeOf(event);
  const ticketPrice = cheapestPrice(event.ticketTypes ?? [], event.ticketPrice, now);
  return {
    _id: String(event._id),
    eventTitle: event.eventTitle,
    eventDescription: event.eventDescription,
    eventLocation: event.eventLocation,
    eventAgenda: event.eventAgenda ?? "",
    eventRule: event.eventRule ?? "",
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: event.endDate,
    endTime: event.endTime,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    image: { imageUrl: event.image?.imageUrl || EVENT_IMAGE_PLACEHOLDER },
    eventCategory: category(event.eventCategory),
    organizer: String(event.organizer),
    ticketPrice,
    allInPrice: allInPriceNaira(ticketPrice, feeMode),
    feeMode,
    paymentChannels: acceptedChannels(event.paymentChannels),
    ticketQuantity: event.ticketQuantity,
    ticketTypes: shownTicketTypes(event.ticketTypes, now, feeMode),
    ticketSold: event.ticketSold,
    ticketsAvailable: ticketsAvailable(event, now),
    ticketPurchaseLimit: event.ticketPurchaseLimit,
    totalTableNumber: event.totalTableNumber,
    totalSeatNumber: event.totalSeatNumber,
    parkingAccess: event.parkingAccess,
    attendeeCount: event.totalAttendee,
    totalAttendee: event.totalAttendee,
    featured: event.featured,
    status: event.cancelledAt ? "cancelled" : eventStatus(event.startsAt, event.endsAt, now),
    cancelMessage: event.cancelledAt ? (event.cancelMessage ?? "") : null,
    // A holder per ticket and transfers (docs/tickets-for-people.md).
    ...ticketPeopleSettings(event),
  };
}
