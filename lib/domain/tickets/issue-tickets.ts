import "server-only";
import type { Types } from "mongoose";
import { ignoreDuplicateKey, isDuplicateKey } from "@/lib/platform/duplicate-key";
import { newCheckInCode } from "@/lib/domain/tickets/check-in-code";
import { seatPlacement } from "@/lib/domain/tickets/seating";
import type { LeanOrder } from "@/lib/domain/orders/serialize-order";
import { Attendee } from "@/models/Attendee";
import { Ticket } from "@/models/Ticket";
import { User } from "@/models/User";

type Seating = { _id: Types.ObjectId; totalSeatNumber: number; totalTableNumber: number; parkingAccess: "yes" | "no" };

/**
 * Issues one ticket (and attendee) per seat of a paid order, seats numbered from `firstSeat`.
 * Safe to run again: a seat already issued is skipped (unique order + seat index), and a
 * check-in code that collides within the event is drawn again.
 */
export async function issueTickets(order: LeanOrder, event: Seating, firstSeat: number): Promise<void> {
  const parking = order.needCarPackingSpace === "yes" && event.parkingAccess === "yes";
  // The gate's lookup by phone reads it from the attendee (lib/domain/gate/check-in-list.ts).
  const buyer = await User.findById(order.buyer, { phoneNo: 1 }).lean();
  for (let seatIndex = 0; seatIndex < order.quantity; seatIndex++) {
    const ticketId = await issueSeat(order, event, seatIndex, firstSeat + seatIndex, parking);
    await Attendee.updateOne(
      { ticket: ticketId },
      {
        $setOnInsert: {
          event: order.event,
          ticket: ticketId,
          fullName: order.fullName,
          email: order.email,
          phone: buyer?.phoneNo ?? "",
          needCarPackingSpace: order.needCarPackingSpace,
          specialRequest: order.specialRequest,
        },
      },
      { upsert: true },
    ).catch(ignoreDuplicateKey);
  }
}

/** The ticket type of an order's nth seat: its lines in order (an order from before types is "Regular"). */
function typeOfSeat(order: LeanOrder, seatIndex: number): { ticketType?: Types.ObjectId; ticketTypeName: string } {
  let passed = 0;
  for (const line of order.lines ?? []) {
    passed += line.quantity;
    if (seatIndex < passed) return { ticketType: line.ticketType, ticketTypeName: line.name };
  }
  return { ticketTypeName: "Regular" };
}

async function issueSeat(order: LeanOrder, event: Seating, seatIndex: number, seatNumber: number, parking: boolean) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await Ticket.findOne({ order: order._id, seatIndex }, { _id: 1 }).lean();
    if (existing) return existing._id;
    const placement = seatPlacement(seatNumber, event);
    try {
      const ticket = await Ticket.create({
        event: event._id,
        order: order._id,
        owner: order.buyer,
        seatIndex,
        checkInCode: newCheckInCode(),
        ...typeOfSeat(order, seatIndex),
        tableNumber: placement.tableNumber ?? undefined,
        seatNumber: placement.seatNumber ?? undefined,
        parking,
      });
      return ticket._id;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error(`Could not issue seat ${seatIndex} of order ${String(order._id)}`);
}
