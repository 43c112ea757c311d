/** Platform fee on ticket revenue, kept before payouts (stated on the payout page). */
export const PLATFORM_FEE_PERCENT = 5;

/** What an organiser may still withdraw: revenue less the platform fee less what was already requested. */
export function availableBalance(revenue: number, requested: number): { fee: number; available: number } {
  const fee = Math.ceil((revenue * PLATFORM_FEE_PERCENT) / 100);
  return { fee, available: Math.max(0, Math.floor(revenue - fee - requested)) };
}
