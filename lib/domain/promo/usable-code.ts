import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { PromoCode, type PromoCodeDoc } from "@/models/PromoCode";
import type { Types } from "mongoose";

export type LeanPromoCode = PromoCodeDoc & { _id: Types.ObjectId };

const refuse = (message: string) => new ApiError("unprocessable_entity", message, { promoCode: [message] });

/** The event's code as a buyer typed it (any case), or a 422 saying why it cannot be used now. */
export async function usableCode(eventId: string, typed: string, now = new Date()): Promise<LeanPromoCode> {
  const code = await PromoCode.findOne({ event: eventId, code: typed.trim().toUpperCase() }).lean<LeanPromoCode>();
  if (!code) throw refuse("This code does not exist for this event");
  if (!code.active) throw refuse("This code is no longer active");
  if (code.validFrom && code.validFrom > now) throw refuse("This code is not valid yet");
  if (code.validUntil && code.validUntil <= now) throw refuse("This code has expired");
  if (code.maxUses != null && code.uses >= code.maxUses) throw refuse("This code has been used up");
  return code;
}

export const codeAppliesTo = (code: Pick<LeanPromoCode, "ticketTypes">, typeId: string) =>
  code.ticketTypes.length === 0 || code.ticketTypes.some((id) => String(id) === typeId);

export const codeRefusal = refuse;
