// Not "server-only": the gate scanner parses and verifies the same payload in the browser.

/** Stands for "no ticket type" (tickets from before types) in a signed payload. */
export const NO_TYPE_ID = "-";

/** A ticket's signed QR text, `CODE.eventId.typeId.signature`, split into its parts. */
export type TicketPayload = { code: string; eventId: string; typeId: string; signature: string };

const PAYLOAD = /^([2-9A-Z]{4,32})\.([0-9a-f]{24})\.([0-9a-f]{24}|-)\.([A-Za-z0-9_-]{86})$/;

/** The bytes the event's key signs: everything before the signature. */
export function signedPart(code: string, eventId: string, typeId: string): string {
  return `${code}.${eventId}.${typeId}`;
}

/** The parts of a signed QR payload, or null when the text is not one (a bare check-in code, say). */
export function parseTicketPayload(text: string): TicketPayload | null {
  const match = PAYLOAD.exec(text.trim());
  if (!match) return null;
  const [, code, eventId, typeId, signature] = match as unknown as [string, string, string, string, string];
  return { code, eventId, typeId, signature };
}

/** The check-in code a scan or a typed entry stands for: a bare code, or the code inside a signed payload. */
export function checkInCodeOf(text: string): string {
  const payload = parseTicketPayload(text);
  return payload ? payload.code : text.trim().toUpperCase();
}
