import "server-only";
import { csvStream } from "@/lib/platform/csv";
import { connectToDatabase } from "@/lib/platform/db";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { permittedEventsFilter } from "@/lib/domain/access/permitted-events";
import { saleSplit } from "@/lib/domain/organiser/sale-split";
import { channelLabel } from "@/lib/domain/orders/receipt-figures";
import type { QueryFilter, Types } from "mongoose";
import { encodeCursor, keyOf, type KeysetCursor } from "@/lib/domain/paging/keyset-cursor";
import { Event } from "@/models/Event";
import { lagosDateTime } from "@/lib/platform/time/lagos";
import { Order, type LeanOrder } from "@/models/Order";

export type TicketSale = {
  _id: string;
  reference: string;
  buyerName: string;
  buyerEmail: string;
  eventId: string;
  eventTitle: string;
  quantity: number;
  /** "2 × Regular, 1 × VIP" */
  ticketTypes: string;
  /** What the buyer paid (naira). */
  amount: number;
  /** "refunded" once every ticket of it was refunded. */
  status: "paid" | "refunded";
  refundedQuantity: number;
  /** What went back to the buyer (naira), and what the sale is worth after it. */
  refundedAmount: number;
  netAmount: number;
  paidAt: string;
  /** Within `amount` (naira): the tickets' price and the fees the buyer paid on top. */
  ticketsAmount: number;
  buyerFees: number;
  /** The buyer's fees and the platform's fee kept, and what of the sale is the organiser's (naira). */
  fees: number;
  netToOrganiser: number;
  /** "Card", "Bank transfer"…: what the gateway reported, else what the buyer chose; "" when unknown or free. */
  channel: string;
};

/** Which page: by number (1 the first), or after or before a sale (a cursor from `nextCursor` / `previousCursor`). */
export type TicketSalesQuery = { eventId?: string; limit: number } & (
  { page: number; cursor?: undefined } | { cursor: KeysetCursor; page?: undefined }
);

/**
 * A page of sales, with the cursors of the pages around it (null at either end); `page` is null on
 * a page asked for by cursor, whose `total` is the one the walk's first page counted.
 */
export type TicketSalesPage = {
  items: TicketSale[];
  total: number;
  page: number | null;
  pages: number;
  nextCursor: string | null;
  previousCursor: string | null;
  /** The cursor of the last page (the oldest sales); null on it. */
  lastCursor: string | null;
};

/** Where the last page's cursor starts: the sales just before (newer than) the start of time, the oldest ones. */
const START_OF_SALES: KeysetCursor = { key: 0, id: "000000000000000000000000", direction: "before" };

/** The sales strictly older (after, in the list's order) or newer (before) than the cursor's sale. */
function beyond(cursor: KeysetCursor): QueryFilter<LeanOrder> {
  const paidAt = new Date(keyOf(cursor, "number"));
  const past = cursor.direction === "after" ? "$lt" : "$gt";
  return { $or: [{ paidAt: { [past]: paidAt } }, { paidAt, _id: { [past]: cursor.id } }] };
}

/**
 * Paid ticket orders of the events whose sales the user may see (own, or as co-organiser or finance;
 * optionally one event), newest first, refunded ones marked, with the cursors of the pages around
 * this one. A page after or before a cursor, and the first page, are found from the sale they
 * start at (docs/big-show-paging.md); a later page asked for by number counts its way there, as
 * the existing client's `?page=` always did. A payment refunded because it bought nothing (it came
 * too late, or was the wrong amount) was never paid, and is no sale.
 */
export async function listTicketSales(userId: string, query: TicketSalesQuery): Promise<TicketSalesPage> {
  await connectToDatabase();
  // One event: the event's own permission check (any event the user may see, however many they have).
  if (query.eventId) await assertEventPermission(userId, query.eventId, "sales");
  const events = await Event.find(query.eventId ? { _id: query.eventId } : await permittedEventsFilter(userId, "sales"), { eventTitle: 1 }).lean();
  const titles = new Map(events.map((event) => [String(event._id), event.eventTitle]));
  const filter: QueryFilter<LeanOrder> = {
    event: query.eventId ? query.eventId : { $in: events.map((event) => event._id) },
    kind: "ticket",
    status: { $in: ["paid", "refunded"] },
    paidAt: { $exists: true },
  };
  const backwards = query.cursor?.direction === "before";
  const keyed = query.cursor !== undefined || query.page === 1;
  // A walk's first page counts; the pages after it carry its total in their cursors.
  const carried = query.cursor?.counted;
  const [total, found] = await Promise.all([
    carried ? carried.total : Order.countDocuments(filter),
    keyed
      ? Order.find({ ...filter, ...(query.cursor ? beyond(query.cursor) : {}) })
          .sort(backwards ? { paidAt: 1, _id: 1 } : { paidAt: -1, _id: -1 })
          .limit(query.limit + 1)
          .lean<LeanOrder[]>()
      : Order.find(filter)
          .sort({ paidAt: -1, _id: -1 })
          .skip((query.page - 1) * query.limit)
          .limit(query.limit)
          .lean<LeanOrder[]>(),
  ]);
  const more = keyed ? found.length > query.limit : query.page * query.limit < total;
  const orders = found.slice(0, query.limit);
  if (backwards) orders.reverse();
  const first = orders[0];
  const last = orders.at(-1);
  // Backwards, the cursor's own sale follows, unless the cursor is the start of time (the last page's).
  const hasNext = last !== undefined && (backwards ? query.cursor?.id !== START_OF_SALES.id : more);
  const hasPrevious = first !== undefined && (backwards ? more : query.cursor !== undefined || (query.page ?? 1) > 1);
  const counted = { total };
  const cursorAt = (order: LeanOrder, direction: KeysetCursor["direction"]) =>
    encodeCursor({ key: (order.paidAt ?? new Date(0)).getTime(), id: String(order._id), direction, counted });
  return {
    items: orders.map((order) => saleOf(order, titles)),
    total,
    page: query.cursor ? null : query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
    nextCursor: hasNext ? cursorAt(last, "after") : null,
    previousCursor: hasPrevious ? cursorAt(first, "before") : null,
    lastCursor: hasNext ? encodeCursor({ ...START_OF_SALES, counted }) : null,
  };
}

function saleOf(order: LeanOrder, titles: Map<string, string>): TicketSale {
  const split = saleSplit(order);
  return {
    _id: String(order._id),
    reference: order.reference,
    buyerName: order.fullName ?? "",
    buyerEmail: order.email ?? "",
    eventId: String(order.event),
    eventTitle: titles.get(String(order.event)) ?? "",
    quantity: order.quantity,
    ticketTypes: (order.lines ?? []).map((line) => `${line.quantity} × ${line.name}`).join(", ") || `${order.quantity} × Regular`,
    amount: order.amountKobo / 100,
    status: order.status === "refunded" ? "refunded" : "paid",
    refundedQuantity: order.refundedQuantity ?? 0,
    refundedAmount: (order.refundedKobo ?? 0) / 100,
    netAmount: (order.amountKobo - (order.refundedKobo ?? 0)) / 100,
    paidAt: (order.paidAt ?? new Date(0)).toISOString(),
    ticketsAmount: split.ticketsKobo / 100,
    buyerFees: split.buyerFeesKobo / 100,
    fees: split.feesKobo / 100,
    netToOrganiser: split.netKobo / 100,
    channel: order.amountKobo > 0 ? (channelLabel(order.channel ?? order.payBy) ?? "") : "",
  };
}

const CSV_HEADER = [
  "Paid at (Lagos time)",
  "Reference",
  "Event",
  "Buyer",
  "Email",
  "Tickets",
  "Amount (NGN)",
  "Refunded tickets",
  "Refunded (NGN)",
  "Net (NGN)",
  "Status",
  "Ticket types",
  "Ticket price (NGN)",
  "Buyer-paid fees (NGN)",
  "Total paid (NGN)",
  "Fees (NGN)",
  "Net to organiser (NGN)",
  "Channel",
];

const csvRow = (sale: TicketSale): (string | number)[] => [
  lagosDateTime(new Date(sale.paidAt)),
  sale.reference,
  sale.eventTitle,
  sale.buyerName,
  sale.buyerEmail,
  sale.quantity,
  sale.amount,
  sale.refundedQuantity,
  sale.refundedAmount,
  sale.netAmount,
  sale.status === "refunded" ? "Refunded" : sale.refundedQuantity > 0 ? "Partly refunded" : "Paid",
  sale.ticketTypes,
  sale.ticketsAmount,
  sale.buyerFees,
  sale.amount,
  sale.fees,
  sale.netToOrganiser,
  sale.channel,
];

/** Orders per database round trip while streaming. */
const BATCH = 1_000;

/**
 * Every sale of the events, event by event, each event's in the order they were placed: one
 * cursor per event that starts with the event's indexed equality, unsorted (the embedded database
 * sorts in memory after reading everything), so the export holds one batch at a time.
 */
async function* salesOf(events: AsyncIterable<{ _id: Types.ObjectId; eventTitle?: string | null }>): AsyncGenerator<TicketSale> {
  for await (const event of events) {
    const titles = new Map([[String(event._id), event.eventTitle ?? ""]]);
    const orders = Order.find({ event: event._id, kind: "ticket", status: { $in: ["paid", "refunded"] }, paidAt: { $exists: true } })
      .lean<LeanOrder[]>()
      .cursor({ batchSize: BATCH });
    for await (const order of orders) yield saleOf(order, titles);
  }
}

/**
 * Every sale as a CSV stream, with a header row, however many there are. Columns are only ever
 * added at the end: spreadsheets made from earlier exports read them by position.
 */
export async function ticketSalesCsv(organiserId: string, eventId?: string): Promise<ReadableStream<Uint8Array>> {
  await connectToDatabase();
  if (eventId) await assertEventPermission(organiserId, eventId, "sales");
  const filter = eventId ? { _id: eventId } : await permittedEventsFilter(organiserId, "sales");
  const events = Event.find(filter, { eventTitle: 1 }).lean<{ _id: Types.ObjectId; eventTitle?: string | null }[]>().cursor({ batchSize: BATCH });
  async function* rows() {
    for await (const sale of salesOf(events)) yield csvRow(sale);
  }
  return csvStream(CSV_HEADER, rows());
}
