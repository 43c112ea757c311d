import { isRecord } from "@/lib/browser/call-api";

export type VerifyData = {
  status: string;
  message?: string;
  orderId: string | null;
  eventId: string | null;
  ticketsUrl?: string;
  sentTo?: string;
  /** A declined payment's tickets are held until then (ISO instant). */
  heldUntil?: string;
};

const optionalText = (value: unknown): value is string | undefined => value === undefined || typeof value === "string";
const nullableText = (value: unknown): value is string | null | undefined => value === undefined || value === null || typeof value === "string";

/**
 * The payment verification's `data`, read by hand (zod would add about a sixth to the page's
 * JavaScript): a status, and for a guest's order its no-login tickets link (under /orders/) and
 * where the tickets were e-mailed. A part of the wrong shape makes the whole response unreadable (null).
 */
export function readVerifyData(data: unknown): VerifyData | null {
  if (!isRecord(data) || typeof data.status !== "string") return null;
  const { status, message, orderId, eventId, ticketsUrl, sentTo, heldUntil } = data;
  if (
    !optionalText(message) ||
    !optionalText(ticketsUrl) ||
    !optionalText(sentTo) ||
    !optionalText(heldUntil) ||
    !nullableText(orderId) ||
    !nullableText(eventId)
  )
    return null;
  if (ticketsUrl !== undefined && !ticketsUrl.startsWith("/orders/")) return null;
  return { status, message, orderId: orderId ?? null, eventId: eventId ?? null, ticketsUrl, sentTo, heldUntil };
}
