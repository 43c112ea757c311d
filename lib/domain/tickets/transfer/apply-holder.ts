import "server-only";
import { ApiError } from "@/lib/platform/errors";
import type { LeanTicket } from "@/lib/domain/tickets/transfer/transfer-ticket";
import { Attendee } from "@/models/Attendee";
import { Ticket } from "@/models/Ticket";

/**
 * Names a ticket's holder: on the ticket (its write moves the gate list's version, so scanners get
 * the name at their next sync) and on its attendee record, which the gate list, the attendee list
 * and its CSV read. Only a ticket still to be used: one used, refunded or passed on is history.
 */
export async function applyHolder(ticket: LeanTicket, name: string, phone: string | undefined): Promise<void> {
  const written = await Ticket.updateOne(
    { _id: ticket._id, status: "valid" },
    phone ? { $set: { holderName: name, holderPhone: phone } } : { $set: { holderName: name }, $unset: { holderPhone: 1 } },
  );
  if (written.matchedCount !== 1) throw new ApiError("conflict", "This ticket was already used, refunded or passed on: its holder cannot change");
  await Attendee.updateOne({ ticket: ticket._id }, { $set: { fullName: name, ...(phone ? { phone } : {}) } });
}
