// Resale: the organiser's policy for one event, and how its resale stands (listed, sold, refunded).
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { auditActionBy } from "@/lib/domain/audit/audit-event-action";
import { announceEventChange } from "@/lib/domain/change-feed/announce-event-change";
import { resalePolicyOf, type ResalePolicy } from "@/lib/domain/resale/resale-policy";
import type { ResalePolicyInput } from "@/lib/domain/validations/resale";
import { Event } from "@/models/Event";
import { Refund } from "@/models/Refund";
import { Ticket } from "@/models/Ticket";

export type ResaleFigures = { listed: number; claimed: number; sold: number; refundedKobo: number };
export type ResaleSettings = { policy: ResalePolicy; figures: ResaleFigures };

/** How an event's resale stands: tickets on sale, being paid for, sold, and the money sent back (refunds not failed). */
export async function resaleFigures(eventId: string): Promise<ResaleFigures> {
  await connectToDatabase();
  const count = (state: "listed" | "claimed" | "sold") => Ticket.countDocuments({ event: eventId, "resale.state": state });
  const [listed, claimed, sold, refunds] = await Promise.all([
    count("listed"),
    count("claimed"),
    count("sold"),
    Refund.find({ event: eventId, kind: "resale", status: { $ne: "failed" } }, { amountKobo: 1 }).lean(),
  ]);
  return { listed, claimed, sold, refundedKobo: refunds.reduce((sum, refund) => sum + refund.amountKobo, 0) };
}

/** The policy and figures, for whoever may edit the event. */
export async function resaleSettings(userId: string, eventId: string): Promise<ResaleSettings> {
  await assertEventPermission(userId, eventId, "edit");
  const event = await Event.findById(eventId, { resalePolicy: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  return { policy: resalePolicyOf(event.resalePolicy), figures: await resaleFigures(eventId) };
}

/**
 * Sets whether holders may sell tickets back, until when and the fee they bear. Tickets listed
 * already keep the refund figure their holders were shown; turning resale off stops new listings only.
 */
export async function updateResalePolicy(
  userId: string,
  eventId: string,
  input: ResalePolicyInput,
  userAgent: string | null,
): Promise<ResaleSettings> {
  const access = await assertEventPermission(userId, eventId, "edit");
  const until = input.until ? new Date(input.until) : null;
  const event = await Event.findOneAndUpdate(
    { _id: eventId },
    { $set: { resalePolicy: { allowed: input.allowed, feePercent: input.feePercent, gatewayFee: input.gatewayFee, ...(until ? { until } : {}) } } },
    { returnDocument: "after" },
  ).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  await announceEventChange(eventId, "details");
  const policy = resalePolicyOf(event.resalePolicy);
  const terms = policy.allowed
    ? `on, until ${until ? formatLagosMoment(until) : "the event starts"}, fee ${policy.feePercent} %${policy.gatewayFee ? " plus the payment fee" : ""}`
    : "off";
  await auditActionBy(access, { eventId, action: "resale_policy", detail: `Resale ${terms}`, userAgent });
  return { policy, figures: await resaleFigures(eventId) };
}

/** The same for a page that has checked who may see the event (lib/domain/organiser/organiser-event-page.ts). */
export async function resaleSettingsForPage(eventId: string): Promise<ResaleSettings & { startsAt: string }> {
  await connectToDatabase();
  const event = await Event.findById(eventId, { resalePolicy: 1, startsAt: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  return { policy: resalePolicyOf(event.resalePolicy), figures: await resaleFigures(eventId), startsAt: event.startsAt.toISOString() };
}
