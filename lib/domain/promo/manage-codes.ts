import "server-only";
import type { Types } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import type { LeanPromoCode } from "@/lib/domain/promo/usable-code";
import type { CreatePromoCodeInput, UpdatePromoCodeInput } from "@/lib/domain/validations/promo-code";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { PromoCode } from "@/models/PromoCode";

export type PromoCodeView = {
  _id: string;
  code: string;
  discountType: "percent" | "fixed";
  discountValue: number;
  ticketTypes: string[];
  maxUses: number | null;
  uses: number;
  validFrom: string | null;
  validUntil: string | null;
  unlocksHidden: boolean;
  active: boolean;
  /** Naira paid in orders that used the code. */
  revenue: number;
};

const toView = (code: LeanPromoCode, revenueKobo: number): PromoCodeView => ({
  _id: String(code._id),
  code: code.code,
  discountType: code.discountType,
  discountValue: code.discountValue,
  ticketTypes: code.ticketTypes.map(String),
  maxUses: code.maxUses ?? null,
  uses: code.uses,
  validFrom: code.validFrom?.toISOString() ?? null,
  validUntil: code.validUntil?.toISOString() ?? null,
  unlocksHidden: code.unlocksHidden,
  active: code.active,
  revenue: revenueKobo / 100,
});

/** The event, if the user may edit it (owner, co-organiser): 404 for none, 403 otherwise. */
async function ownEvent(userId: string, eventId: string) {
  await assertEventPermission(userId, eventId, "edit");
  await connectToDatabase();
  const event = await Event.findById(eventId, { organizer: 1, "ticketTypes._id": 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  return event;
}

async function revenueByCode(codeIds: Types.ObjectId[]): Promise<Map<string, number>> {
  const paid = await Order.find({ promoCode: { $in: codeIds }, status: "paid" }, { promoCode: 1, amountKobo: 1 }).lean();
  const revenue = new Map<string, number>();
  for (const order of paid) revenue.set(String(order.promoCode), (revenue.get(String(order.promoCode)) ?? 0) + order.amountKobo);
  return revenue;
}

export async function listPromoCodes(userId: string, eventId: string): Promise<PromoCodeView[]> {
  await ownEvent(userId, eventId);
  const codes = await PromoCode.find({ event: eventId }).sort({ createdAt: 1 }).lean<LeanPromoCode[]>();
  const revenue = await revenueByCode(codes.map((code) => code._id));
  return codes.map((code) => toView(code, revenue.get(String(code._id)) ?? 0));
}

export async function createPromoCode(userId: string, eventId: string, input: CreatePromoCodeInput): Promise<PromoCodeView> {
  const event = await ownEvent(userId, eventId);
  const known = new Set((event.ticketTypes ?? []).map((type) => String(type._id)));
  const unknown = input.ticketTypes.find((id) => !known.has(id));
  if (unknown)
    throw new ApiError("unprocessable_entity", "The code names a ticket type this event does not have", { ticketTypes: ["unknown ticket type"] });
  try {
    const created = await PromoCode.create({ ...input, event: eventId, organizer: event.organizer, uses: 0, active: true });
    return toView(created.toObject() as LeanPromoCode, 0);
  } catch (error) {
    if (isDuplicateKey(error)) throw new ApiError("conflict", `This event already has the code ${input.code}`, { code: ["is taken"] });
    throw error;
  }
}

export async function updatePromoCode(userId: string, eventId: string, codeId: string, input: UpdatePromoCodeInput): Promise<PromoCodeView> {
  await ownEvent(userId, eventId);
  const set = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const code = await PromoCode.findOneAndUpdate({ _id: codeId, event: eventId }, { $set: set }, { returnDocument: "after" }).lean<LeanPromoCode>();
  if (!code) throw new ApiError("not_found", "Promo code not found");
  return toView(code, (await revenueByCode([code._id])).get(String(code._id)) ?? 0);
}
