// Transfer: a ticket passed to someone else. The old ticket dies (status "transferred", a new link
// nonce) in one conditional update on status "valid", so a transfer racing a check-in of the same
// ticket has one outcome; then one new ticket is written for the seat (new code, link and issue
// number), unique per old ticket, so a transfer sent twice makes one. Sales and stock do not move.
import "server-only";
import { announceListsChange } from "@/lib/domain/change-feed/announce-session-change";
import type { Types } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { logger } from "@/lib/platform/logger";
import { newCheckInCode } from "@/lib/domain/orders/issue-tickets";
import { newLinkNonce } from "@/lib/domain/tickets/holders/ticket-own-link";
import { maskedContact } from "@/lib/domain/tickets/holders/mask-contact";
import { sendTransferMails } from "@/lib/domain/tickets/transfer/transfer-mails";
import type { TransferTarget } from "@/lib/domain/validations/ticket-transfer";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { Ticket, type TicketDoc } from "@/models/Ticket";
import { User } from "@/models/User";

export type LeanTicket = TicketDoc & { _id: Types.ObjectId };

/** Who passes the ticket on: its holder (through its link), its buyer, or the organiser (a reassignment). */
export type Transferor = { kind: "holder" | "buyer" | "organiser"; label: string };

export type TransferDone = { from: string; to: string; toMasked: string; issueNumber: number };

/** What the old ticket keeps of the recipient until the new ticket exists, so a retry after a crash can finish. */
type Recipient = { name: string; email?: string; phone?: string };

/** Why a ticket cannot be passed on now, or null. The organiser may reassign after transfers close, until the event ends. */
export async function transferRefusal(ticket: LeanTicket, by: Transferor["kind"], now = new Date()): Promise<string | null> {
  const event = await Event.findById(ticket.event, { startsAt: 1, endsAt: 1, cancelledAt: 1, transfersAllowed: 1, transfersUntil: 1 }).lean();
  if (!event || event.cancelledAt) return "This event was cancelled: its tickets cannot be passed on";
  if (event.endsAt <= now) return "This event has ended";
  if (by === "organiser") return null;
  if (event.transfersAllowed === false) return "The organiser does not allow tickets for this event to be passed on";
  const closesAt = event.transfersUntil ?? event.startsAt;
  if (closesAt <= now) return "Tickets for this event can no longer be passed on";
  return null;
}

/** A ticket on sale again (listed, or being bought) is not passed on: its sale would sell a dead ticket. */
const ON_RESALE: ("listed" | "claimed")[] = ["listed", "claimed"];
const NOT_ON_RESALE = { "resale.state": { $nin: ON_RESALE } };

function stateRefusal(ticket: Pick<LeanTicket, "status" | "resale">): ApiError {
  if (ticket.status === "valid" && ON_RESALE.some((state) => state === ticket.resale?.state)) {
    return new ApiError("conflict", "This ticket is on resale: withdraw it from resale before passing it on");
  }
  if (ticket.status === "checked_in") return new ApiError("conflict", "This ticket was already used at the gate: it cannot be passed on");
  if (ticket.status === "refunded") return new ApiError("conflict", "This ticket was refunded: it cannot be passed on");
  return new ApiError("conflict", "This ticket was already passed on");
}

/**
 * Passes `ticket` to `to`: the caller has checked who may. Answers the new ticket's id and the
 * recipient masked; the new ticket's link goes to the recipient by e-mail, never to the caller.
 */
export async function transferTicket(ticket: LeanTicket, to: TransferTarget, by: Transferor): Promise<TransferDone> {
  await connectToDatabase();
  const refusal = await transferRefusal(ticket, by.kind);
  if (refusal) throw new ApiError("unprocessable_entity", refusal);
  const recipient: Recipient = { name: to.name, ...(to.email ? { email: to.email } : {}), ...(to.phone ? { phone: to.phone } : {}) };
  // The race decider: the ticket dies only if nothing (a check-in, a refund, another transfer) moved it first.
  const killed = await Ticket.findOneAndUpdate(
    { _id: ticket._id, status: "valid", ...NOT_ON_RESALE },
    { $set: { status: "transferred", transferredAt: new Date(), linkNonce: newLinkNonce(), transferRecipient: recipient, transferDue: "due" } },
    { returnDocument: "after" },
  ).lean<LeanTicket>();
  if (!killed) {
    const now = await Ticket.findById(ticket._id).lean<LeanTicket>();
    // A transfer a crash cut short is finished (to the recipient it named) before this one is refused.
    if (now?.status === "transferred" && !now.transferredTo) await finishInterruptedTransfer(now._id, { notify: true });
    throw stateRefusal(now ?? ticket);
  }
  const { ticket: next } = await issueTransferred(killed, recipient);
  await markTransferDone(killed._id, next._id);
  void sendTransferMails(killed, next, recipient, by).catch((error: unknown) => logger.error("transfer mail not sent", { error }));
  return {
    from: String(killed._id),
    to: String(next._id),
    toMasked: maskedContact({ fullName: recipient.name, ...recipient }),
    issueNumber: next.issueNumber ?? 2,
  };
}

/**
 * Writes the seat's next ticket for the recipient (idempotent: unique per old ticket, so a retry
 * answers the one already written, `created` false), and its attendee record, which the gate list
 * and attendee list read.
 */
async function issueTransferred(old: LeanTicket, recipient: Recipient): Promise<{ ticket: LeanTicket; created: boolean }> {
  const [account, order] = await Promise.all([
    recipient.email ? User.findOne({ email: recipient.email }, { _id: 1 }).lean() : null,
    Order.findById(old.order, { email: 1 }).lean(),
  ]);
  let issued: LeanTicket | null = null;
  let created = false;
  for (let attempt = 0; attempt < 5 && !issued; attempt++) {
    try {
      const written = await Ticket.create({
        event: old.event,
        order: old.order,
        // Someone with an account here finds it among their tickets; otherwise it stays on the buyer's account, unlisted there.
        owner: account?._id ?? old.owner,
        ...(account ? {} : { heldByOwner: false }),
        seatIndex: old.seatIndex,
        issueNumber: (old.issueNumber ?? 1) + 1,
        checkInCode: newCheckInCode(),
        ticketType: old.ticketType,
        ticketTypeName: old.ticketTypeName,
        tableNumber: old.tableNumber,
        seatNumber: old.seatNumber,
        parking: old.parking,
        holderName: recipient.name,
        ...(recipient.phone ? { holderPhone: recipient.phone } : {}),
        linkNonce: newLinkNonce(),
        transferredFrom: old._id,
      });
      issued = written.toObject<LeanTicket>();
      created = true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Written already (a retry), or the code collided within the event (drawn again).
      issued = await Ticket.findOne({ transferredFrom: old._id }).lean<LeanTicket>();
    }
  }
  if (!issued) throw new Error(`Could not issue the transfer of ticket ${String(old._id)}`);
  // The seat moved between accounts' upcoming events (kept-lists.ts).
  if (created) announceListsChange([old.owner, issued.owner]);
  await Attendee.updateOne(
    { ticket: issued._id },
    {
      $setOnInsert: {
        event: old.event,
        ticket: issued._id,
        fullName: recipient.name,
        // The attendee record needs an address: the buyer's stands in for a recipient reached by phone.
        email: recipient.email ?? order?.email ?? "",
        phone: recipient.phone ?? "",
      },
    },
    { upsert: true },
  ).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
  });
  return { ticket: issued, created };
}

const markTransferDone = (oldId: Types.ObjectId, nextId: Types.ObjectId) =>
  Ticket.updateOne({ _id: oldId }, { $set: { transferredTo: nextId }, $unset: { transferDue: 1 } });

/**
 * Finishes a transfer a crash cut short (the old ticket dead, no new one yet): the new ticket is
 * written, and with `notify` both sides are told as the transfer would have told them, by the one
 * caller that wrote it. True for that caller.
 */
export async function finishInterruptedTransfer(ticketId: Types.ObjectId | string, { notify = false } = {}): Promise<boolean> {
  const old = await Ticket.findOne({ _id: ticketId, status: "transferred" }).lean<LeanTicket & { transferRecipient?: Recipient }>();
  if (!old || !old.transferRecipient?.name) return false;
  if (old.transferredTo) {
    if (old.transferDue) await Ticket.updateOne({ _id: old._id, transferredTo: old.transferredTo }, { $unset: { transferDue: 1 } });
    return false;
  }
  const { ticket: next, created } = await issueTransferred(old, old.transferRecipient);
  if (created && notify) await sendTransferMails(old, next, old.transferRecipient, { kind: "holder", label: "" });
  await markTransferDone(old._id, next._id);
  return created;
}

/** Seconds a transfer may take before the sweep counts it as cut short. */
const TRANSFER_PATIENCE_SECONDS = 30;

/**
 * Finishes every transfer a crash cut short (`transferDue` still set some time after the old
 * ticket died), so a holder is never left with a dead ticket and no new one. Safe with any number
 * of processes: the new ticket is unique per old ticket.
 */
export async function sweepInterruptedTransfers(now = new Date()): Promise<number> {
  await connectToDatabase();
  const due = await Ticket.find({ transferDue: "due" }, { _id: 1, transferredAt: 1 }).limit(100).lean();
  let finished = 0;
  for (const ticket of due) {
    if ((ticket.transferredAt?.getTime() ?? 0) > now.getTime() - TRANSFER_PATIENCE_SECONDS * 1000) continue;
    if (await finishInterruptedTransfer(ticket._id, { notify: true })) finished += 1;
  }
  return finished;
}
