// Resale: one ticket's resale state as the holder's screens and the API show it.
import "server-only";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import type { HolderContext } from "@/lib/domain/resale/resale-holder";

export type ResaleState = "none" | "listed" | "claimed" | "sold" | "withdrawn";

export type ResaleView = {
  ticketId: string;
  state: ResaleState;
  /** Whether the holder may list it now (policy, time, ticket unused and not on resale). */
  canList: boolean;
  /** Whether the holder may take it off sale now. */
  canWithdraw: boolean;
  /** Until when it may be listed (ISO instant). */
  closesAt: string;
  paidKobo: number;
  feeKobo: number;
  /** What goes back when it sells: the figure fixed when listed, else the policy's figure now. */
  refundKobo: number;
  listedAt: string | null;
  soldAt: string | null;
};

/** Why this ticket cannot be listed now, or null when it can. */
export function listingRefusal(context: HolderContext, now: Date): string | null {
  const { ticket, policy, event, closesAt } = context;
  if (!policy.allowed) return "The organiser does not allow tickets for this event to be sold back";
  if (event.cancelledAt) return "This event was cancelled: its tickets are refunded";
  if (now >= closesAt) return `Selling tickets back closed on ${formatLagosMoment(closesAt)}`;
  if (ticket.status === "checked_in") return "This ticket was used at the gate, so it cannot be sold back";
  if (ticket.status !== "valid") return "This ticket no longer admits, so it cannot be sold back";
  if (ticket.resale?.state === "listed" || ticket.resale?.state === "claimed") return "This ticket is on resale already";
  // Its refund could only go back to the card or account that paid, which is not its holder's.
  if (ticket.transferredFrom) return "A ticket passed on to you cannot be sold back: its refund could only go to whoever paid for it";
  return null;
}

export function resaleView(context: HolderContext, now: Date): ResaleView {
  const { ticket, closesAt, quote } = context;
  const state = (ticket.resale?.state ?? "none") as ResaleState;
  const listable = listingRefusal(context, now) === null;
  const fixed = state === "listed" || state === "claimed" || state === "sold" ? ticket.resale?.refundKobo : undefined;
  const refundKobo = fixed ?? quote.refundKobo;
  return {
    ticketId: String(ticket._id),
    state,
    canList: listable,
    canWithdraw: state === "listed",
    closesAt: closesAt.toISOString(),
    paidKobo: quote.paidKobo,
    feeKobo: quote.paidKobo - refundKobo,
    refundKobo,
    listedAt: ticket.resale?.listedAt?.toISOString() ?? null,
    soldAt: ticket.resale?.soldAt?.toISOString() ?? null,
  };
}
