import { z } from "zod";

/**
 * The tickets last chosen for an event, kept in this tab (sessionStorage) so that coming back to
 * the purchase — after a declined payment, or after logging in or signing up — starts from them.
 */
const choice = z.object({ quantity: z.string().max(6), quantities: z.record(z.string().max(24), z.string().max(6)) });
export type RememberedChoice = z.infer<typeof choice>;

const storageKey = (eventId: string) => `scheditix:purchase:${eventId}`;

export function rememberChoice(eventId: string, value: RememberedChoice): void {
  try {
    sessionStorage.setItem(storageKey(eventId), JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the choice is simply not kept.
  }
}

export function recallChoice(eventId: string): RememberedChoice | null {
  try {
    const parsed = choice.safeParse(JSON.parse(sessionStorage.getItem(storageKey(eventId)) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
