// Resale: a holder puts a ticket back on sale, or takes it off again before it sells.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { formatKobo } from "@/lib/platform/format";
import { countOpenListing, resaleQueueOf } from "@/lib/domain/inventory/resale-seats";
import { mailListed, mailWithdrawn } from "@/lib/domain/resale/resale-mail";
import { auditHolderAction, holderContext, toldAbout, type ResaleHolder } from "@/lib/domain/resale/resale-holder";
import { listingRefusal, resaleView, type ResaleView } from "@/lib/domain/resale/resale-view";
import { Ticket } from "@/models/Ticket";

/**
 * Lists a ticket for resale at face value: it stays the holder's and still admits until it sells.
 * One conditional flip (valid and not on resale → listed, with the refund figure the holder was
 * shown), then the event's count of listed seats rises. `expectedRefundKobo`, when given, must be
 * the figure the holder confirmed: a policy changed meanwhile refuses rather than pay another sum.
 */
export async function listTicketForResale(holder: ResaleHolder, ticketId: string, expectedRefundKobo?: number): Promise<ResaleView> {
  const context = await holderContext(holder, ticketId);
  const now = new Date();
  const refusal = listingRefusal(context, now);
  if (refusal) throw new ApiError("conflict", refusal);
  const { refundKobo } = context.quote;
  if (expectedRefundKobo !== undefined && expectedRefundKobo !== refundKobo) {
    throw new ApiError(
      "conflict",
      `The resale terms changed: selling this ticket back now returns ${formatKobo(refundKobo)}. Check and confirm again.`,
    );
  }
  const listed = await Ticket.updateOne(
    { _id: context.ticket._id, status: "valid", "resale.state": { $nin: ["listed", "claimed", "sold"] } },
    {
      $set: { resale: { state: "listed", listedAt: now, refundKobo }, resaleQueue: resaleQueueOf(context.event._id, context.ticket.ticketType) },
      $unset: { resaleClaim: 1 },
    },
  );
  if (listed.modifiedCount !== 1)
    throw new ApiError("conflict", "This ticket changed meanwhile (used, refunded or already on resale). Reload and try again.");
  await countOpenListing(context.event._id, context.ticket.ticketType, 1);
  await Promise.all([
    mailListed(toldAbout(context), refundKobo),
    auditHolderAction(
      context,
      holder,
      "resale_list",
      `Ticket ${context.ticket.checkInCode} listed for resale (${formatKobo(refundKobo)} back when it sells)`,
    ),
  ]);
  return resaleView(await holderContext(holder, ticketId), now);
}

/** Takes a listed ticket off sale (listed → withdrawn, once); refused while a buyer is paying for it. */
export async function withdrawResale(holder: ResaleHolder, ticketId: string): Promise<ResaleView> {
  const context = await holderContext(holder, ticketId);
  const withdrawn = await Ticket.updateOne(
    { _id: context.ticket._id, "resale.state": "listed" },
    { $set: { "resale.state": "withdrawn" }, $unset: { resaleQueue: 1 } },
  );
  if (withdrawn.modifiedCount !== 1) {
    const state = (await Ticket.findById(context.ticket._id, { resale: 1 }).lean())?.resale?.state;
    if (state === "claimed")
      throw new ApiError("conflict", "A buyer is paying for this ticket right now. If their payment does not arrive, you can withdraw it then.");
    if (state === "sold") throw new ApiError("conflict", "This ticket has already been sold");
    throw new ApiError("conflict", "This ticket is not on resale");
  }
  await countOpenListing(context.event._id, context.ticket.ticketType, -1);
  await Promise.all([
    mailWithdrawn(toldAbout(context)),
    auditHolderAction(context, holder, "resale_withdraw", `Ticket ${context.ticket.checkInCode} taken off resale`),
  ]);
  return resaleView(await holderContext(holder, ticketId), new Date());
}

/** Where a ticket stands on resale and what selling it back would return (the holder's screens). */
export async function ticketResale(holder: ResaleHolder, ticketId: string): Promise<ResaleView> {
  return resaleView(await holderContext(holder, ticketId), new Date());
}

/**
 * What the holder's page shows of each ticket's resale, by ticket id: only tickets that can be
 * listed now or were listed (a ticket of an event without resale shows nothing).
 */
export async function resaleShown(holder: ResaleHolder, ticketIds: string[]): Promise<Map<string, ResaleView>> {
  const now = new Date();
  const shown = new Map<string, ResaleView>();
  for (const ticketId of ticketIds) {
    const view = await holderContext(holder, ticketId)
      .then((context) => resaleView(context, now))
      .catch(() => null);
    if (view && (view.canList || view.state === "listed" || view.state === "claimed" || view.state === "sold")) shown.set(ticketId, view);
  }
  return shown;
}
