import { Types } from "mongoose";
import { newCheckInCode } from "@/lib/domain/orders/issue-tickets";
import { seatPlacement } from "@/lib/domain/seating/seat-placement";

/*
 * The demo's sales as real records: paid orders, one ticket and one attendee per seat, and the
 * event counters they add up to. Planned here without touching the database, so the seed can set
 * the event's counters from the same plan it inserts.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Sales are spread over the five weeks before the event (or before today, for events to come). */
const SALES_WINDOW_MS = 35 * DAY_MS;
/** At most this many tickets per order, whatever the event's purchase limit. */
const LARGEST_ORDER = 4;
/** Share of tickets used at the door once an event has ended, and so far at one under way. */
const CHECKED_IN_SHARE = { ended: 0.85, ongoing: 0.5 };

const FIRST_NAMES = [
  "Adaeze",
  "Adebayo",
  "Aisha",
  "Amaka",
  "Babajide",
  "Bisola",
  "Chidi",
  "Chioma",
  "Damilola",
  "Emeka",
  "Fatima",
  "Folake",
  "Funmilayo",
  "Ibrahim",
  "Ifeoma",
  "Ikenna",
  "Kelechi",
  "Kemi",
  "Musa",
  "Ngozi",
  "Nneka",
  "Obinna",
  "Olumide",
  "Segun",
  "Temitope",
  "Tobi",
  "Uche",
  "Yetunde",
  "Zainab",
  "Bukola",
];
const SURNAMES = [
  "Abubakar",
  "Adeyemi",
  "Afolabi",
  "Akande",
  "Balogun",
  "Bello",
  "Chukwu",
  "Eze",
  "Ibekwe",
  "Lawal",
  "Mohammed",
  "Nwachukwu",
  "Nwosu",
  "Obi",
  "Odunsi",
  "Ogunleye",
  "Okafor",
  "Okeke",
  "Oladipo",
  "Onyeka",
  "Oyelaran",
  "Salami",
  "Umar",
  "Usman",
  "Yusuf",
];

export type DemoSalesEvent = {
  _id: Types.ObjectId;
  slug: string;
  ticketPrice: number;
  ticketPurchaseLimit: number;
  totalSeatNumber: number;
  totalTableNumber: number;
  parkingAccess: "yes" | "no";
  startsAt: Date;
  endsAt: Date;
};

/** Who the sales belong to: the box office account owns walk-up sales; the demo attendee holds a few. */
export type DemoBuyers = {
  boxOffice: Types.ObjectId;
  attendee: { _id: Types.ObjectId; fullName: string; email: string; tickets: number };
};

export type DemoSalesPlan = {
  orders: Record<string, unknown>[];
  tickets: Record<string, unknown>[];
  attendees: Record<string, unknown>[];
  /** The event's counters, equal to the sums of the planned records. */
  counters: { ticketSold: number; seatsTaken: number; seatsAssigned: number; revenueGenerated: number; totalAttendee: number; checkins: number };
};

/** A small seeded generator (mulberry32), so the same event always gets the same buyers and order sizes. */
function seededRandom(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 2654435761) >>> 0, 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let value = seed;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type PlannedOrder = { buyer: Types.ObjectId; fullName: string; email: string; quantity: number; paidAt: Date; parking: boolean };

/** Orders adding up to `ticketSold`, oldest first; the demo attendee's order comes first when there is one. */
function planOrders(event: DemoSalesEvent, ticketSold: number, buyers: DemoBuyers, now: Date, random: () => number): PlannedOrder[] {
  const salesEnd = Math.min(now.getTime() - HOUR_MS, event.startsAt.getTime() - HOUR_MS);
  const salesStart = salesEnd - SALES_WINDOW_MS;
  // More sales close to the event, as in real life: the square root leans the draw late.
  const paidAt = () => new Date(salesStart + Math.sqrt(random()) * (salesEnd - salesStart));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const wantsParking = () => event.parkingAccess === "yes" && random() < 0.3;

  const orders: PlannedOrder[] = [];
  let remaining = ticketSold;
  const own = Math.min(buyers.attendee.tickets, remaining);
  if (own > 0) {
    orders.push({
      buyer: buyers.attendee._id,
      fullName: buyers.attendee.fullName,
      email: buyers.attendee.email,
      quantity: own,
      paidAt: new Date(salesStart),
      parking: wantsParking(),
    });
    remaining -= own;
  }
  const largest = Math.max(1, Math.min(event.ticketPurchaseLimit, LARGEST_ORDER));
  while (remaining > 0) {
    const quantity = Math.min(remaining, 1 + Math.floor(random() * largest));
    const first = pick(FIRST_NAMES);
    const last = pick(SURNAMES);
    orders.push({
      buyer: buyers.boxOffice,
      fullName: `${first} ${last}`,
      email: `${first}.${last}@example.com`.toLowerCase(),
      quantity,
      paidAt: paidAt(),
      parking: wantsParking(),
    });
    remaining -= quantity;
  }
  return orders.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
}

/** When a ticket was scanned at the door, or null: none before the event starts. */
function checkInTime(event: DemoSalesEvent, now: Date, random: () => number): Date | null {
  if (event.startsAt > now) return null;
  const share = event.endsAt <= now ? CHECKED_IN_SHARE.ended : CHECKED_IN_SHARE.ongoing;
  if (random() >= share) return null;
  const latest = Math.min(now.getTime(), event.endsAt.getTime());
  return new Date(event.startsAt.getTime() + random() * Math.min(3 * HOUR_MS, latest - event.startsAt.getTime()));
}

/** Paid orders, tickets (seats numbered in sale order) and attendees for `ticketSold` tickets of a demo event. */
export function planDemoSales(event: DemoSalesEvent, ticketSold: number, buyers: DemoBuyers, now: Date): DemoSalesPlan {
  const random = seededRandom(event.slug);
  const plan: DemoSalesPlan = {
    orders: [],
    tickets: [],
    attendees: [],
    counters: {
      ticketSold,
      seatsTaken: ticketSold,
      seatsAssigned: ticketSold,
      revenueGenerated: ticketSold * event.ticketPrice,
      totalAttendee: ticketSold,
      checkins: 0,
    },
  };
  const codes = new Set<string>();
  let seatNumber = 0;

  planOrders(event, ticketSold, buyers, now, random).forEach((order, index) => {
    const orderId = new Types.ObjectId();
    const needCarPackingSpace = order.parking ? "yes" : "no";
    plan.orders.push({
      _id: orderId,
      reference: `DEMO-${String(event._id)}-${index + 1}`,
      kind: "ticket",
      buyer: order.buyer,
      event: event._id,
      quantity: order.quantity,
      amountKobo: order.quantity * event.ticketPrice * 100,
      status: "paid",
      paidAt: order.paidAt,
      fullName: order.fullName,
      email: order.email,
      needCarPackingSpace,
      firstSeatNumber: seatNumber + 1,
      createdAt: order.paidAt,
      updatedAt: order.paidAt,
    });
    for (let seatIndex = 0; seatIndex < order.quantity; seatIndex++) {
      seatNumber += 1;
      let checkInCode = newCheckInCode();
      while (codes.has(checkInCode)) checkInCode = newCheckInCode();
      codes.add(checkInCode);
      const placement = seatPlacement(seatNumber, event);
      const checkedInAt = checkInTime(event, now, random);
      if (checkedInAt) plan.counters.checkins += 1;
      const ticketId = new Types.ObjectId();
      plan.tickets.push({
        _id: ticketId,
        event: event._id,
        order: orderId,
        owner: order.buyer,
        seatIndex,
        checkInCode,
        ...(placement.tableNumber ? { tableNumber: placement.tableNumber } : {}),
        ...(placement.seatNumber ? { seatNumber: placement.seatNumber } : {}),
        parking: order.parking,
        status: checkedInAt ? "checked_in" : "valid",
        ...(checkedInAt ? { checkedInAt } : {}),
        createdAt: order.paidAt,
        updatedAt: checkedInAt ?? order.paidAt,
      });
      plan.attendees.push({
        event: event._id,
        ticket: ticketId,
        fullName: order.fullName,
        email: order.email,
        needCarPackingSpace,
        specialRequest: "",
        createdAt: order.paidAt,
        updatedAt: order.paidAt,
      });
    }
  });
  return plan;
}
