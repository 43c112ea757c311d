// Not "server-only": the gate scanner parses and verifies the same payload in the browser.

/** Stands for "no ticket type" (tickets from before types) in a signed payload. */
export const NO_TYPE_ID = "-";

/** Which seat a ticket is, and its issue: 1, and one more each time the seat was passed on (docs/tickets-for-people.md). */
export type SeatIssue = { order: string; index: number; issue: number };

/**
 * A ticket's signed QR text, split into its parts: `CODE.eventId.typeId.signature`, or for a ticket
 * issued by a transfer `CODE.eventId.typeId.orderId.seatIndex.issue.signature` (`seat` set), so a
 * scanner that has seen a newer issue of the seat refuses an older one.
 */
export type TicketPayload = { code: string; eventId: string; typeId: string; signature: string; seat?: SeatIssue };

const PAYLOAD = /^([2-9A-Z]{4,32})\.([0-9a-f]{24})\.([0-9a-f]{24}|-)\.([A-Za-z0-9_-]{86})$/;
const SEAT_PAYLOAD = /^([2-9A-Z]{4,32})\.([0-9a-f]{24})\.([0-9a-f]{24}|-)\.([0-9a-f]{24})\.(\d{1,5})\.(\d{1,5})\.([A-Za-z0-9_-]{86})$/;

/** The bytes the event's key signs: everything before the signature. */
export function signedPart(code: string, eventId: string, typeId: string, seat?: SeatIssue): string {
  return seat ? `${code}.${eventId}.${typeId}.${seat.order}.${seat.index}.${seat.issue}` : `${code}.${eventId}.${typeId}`;
}

/** The parts of a signed QR payload, or null when the text is not one (a bare check-in code, say). */
export function parseTicketPayload(text: string): TicketPayload | null {
  const trimmed = text.trim();
  const match = PAYLOAD.exec(trimmed);
  if (match) {
    const [, code, eventId, typeId, signature] = match as unknown as [string, string, string, string, string];
    return { code, eventId, typeId, signature };
  }
  const seated = SEAT_PAYLOAD.exec(trimmed);
  if (!seated) return null;
  const [, code, eventId, typeId, order, index, issue, signature] = seated as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { code, eventId, typeId, signature, seat: { order, index: Number(index), issue: Number(issue) } };
}

/** The check-in code a scan or a typed entry stands for: a bare code, or the code inside a signed payload. */
export function checkInCodeOf(text: string): string {
  const payload = parseTicketPayload(text);
  return payload ? payload.code : text.trim().toUpperCase();
}
