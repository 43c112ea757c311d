// The reconciler's list: an order is on it ("due", found by an indexed equality) from the opening
// of its checkout until no payment can change it, asked about on a backoff schedule.
import type { LeanOrder } from "@/models/Order";

const MINUTE_MS = 60_000;
/** Minutes between checks of a pending payment: soon after the checkout opens, then further apart. */
const BACKOFF_MINUTES = [1, 2, 4, 8, 10] as const;
/** After its hold ended, an opened checkout is still asked about every half hour for two hours (a late transfer). */
const LATE_CHECK_MINUTES = 30;
const LATE_WINDOW_MS = 2 * 60 * MINUTE_MS;

/** The first check of a checkout just opened. */
export const scheduleFirstCheck = (now = new Date()) => ({
  reconcile: "due" as const,
  checkAt: new Date(now.getTime() + BACKOFF_MINUTES[0] * MINUTE_MS),
  checks: 0,
});

/** Off the reconciler's list: written with every end of an order that no payment can change any more. */
export const STOP_CHECKING = { reconcile: 1, checkAt: 1 } as const;

/** When to ask next about an order checked `checks` times, or null to stop asking. */
export function nextCheckAt(order: Pick<LeanOrder, "status" | "expiresAt" | "checks">, now: Date): Date | null {
  if (order.status === "pending") {
    // The first check came BACKOFF_MINUTES[0] after the checkout opened; the one after check n waits BACKOFF_MINUTES[n].
    const minutes = BACKOFF_MINUTES[Math.min((order.checks ?? 0) + 1, BACKOFF_MINUTES.length - 1)] as number;
    return new Date(now.getTime() + minutes * MINUTE_MS);
  }
  const ended = order.expiresAt?.getTime() ?? 0;
  if (order.status === "expired" && now.getTime() < ended + LATE_WINDOW_MS) return new Date(now.getTime() + LATE_CHECK_MINUTES * MINUTE_MS);
  return null;
}
