import { isRecord } from "@/lib/browser/call-api";

/**
 * The tickets last chosen for an event, kept in this tab (sessionStorage) so that coming back to
 * the purchase — after a declined payment, or after logging in or signing up — starts from them.
 */
export type RememberedChoice = { quantity: string; quantities: Record<string, string>; code?: string };

const storageKey = (eventId: string) => `scheditix:purchase:${eventId}`;
const shortText = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max;

/** A stored choice as this page wrote it: a count, a count per type id and the applied code; anything else is ignored. */
export function readChoice(stored: unknown): RememberedChoice | null {
  if (!isRecord(stored) || !shortText(stored.quantity, 6) || !isRecord(stored.quantities)) return null;
  if (stored.code !== undefined && !shortText(stored.code, 40)) return null;
  const quantities = Object.entries(stored.quantities);
  if (!quantities.every(([typeId, count]) => shortText(typeId, 24) && shortText(count, 6))) return null;
  return {
    quantity: stored.quantity,
    quantities: Object.fromEntries(quantities) as Record<string, string>,
    ...(stored.code === undefined ? {} : { code: stored.code }),
  };
}

export function rememberChoice(eventId: string, value: RememberedChoice): void {
  try {
    sessionStorage.setItem(storageKey(eventId), JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the choice is simply not kept.
  }
}

export function recallChoice(eventId: string): RememberedChoice | null {
  try {
    return readChoice(JSON.parse(sessionStorage.getItem(storageKey(eventId)) ?? "null"));
  } catch {
    return null;
  }
}
