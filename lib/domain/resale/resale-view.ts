// Resale: one ticket's resale state as the holder's screens and the API show it.
import "server-only";
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

export function resaleView(context: HolderContext, now: Date): ResaleView {
  const { ticket, policy, event, closesAt, quote } = context;
  const state = (ticket.resale?.state ?? "none") as ResaleState;
  const listable =
    policy.allowed &&
    !event.cancelledAt &&
    now < closesAt &&
    ticket.status === "valid" &&
    state !== "listed" &&
    state !== "claimed" &&
    state !== "sold";
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
