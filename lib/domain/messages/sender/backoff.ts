/** The wait before try `attempt + 1` after `attempt` failed: 1, 2, 4, 8… minutes, at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60, 2 ** Math.max(0, attempt - 1)) * 60_000;
}

/** How long a sender's claim on a delivery lasts: past it, a sender that crashed mid-send is assumed gone. */
export const SEND_LEASE_MS = 5 * 60_000;
