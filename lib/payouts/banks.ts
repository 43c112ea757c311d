/** Platform fee on ticket revenue, kept before payouts (stated on the payout page). */
export const PLATFORM_FEE_PERCENT = 5;

/** Nigerian banks an organiser can be paid into. */
export const NIGERIAN_BANKS = [
  "Access Bank",
  "Citibank Nigeria",
  "Ecobank Nigeria",
  "Fidelity Bank",
  "First Bank of Nigeria",
  "First City Monument Bank (FCMB)",
  "Globus Bank",
  "Guaranty Trust Bank (GTBank)",
  "Heritage Bank",
  "Keystone Bank",
  "Kuda Microfinance Bank",
  "Moniepoint Microfinance Bank",
  "OPay",
  "PalmPay",
  "Polaris Bank",
  "Providus Bank",
  "Stanbic IBTC Bank",
  "Standard Chartered Bank",
  "Sterling Bank",
  "SunTrust Bank",
  "Titan Trust Bank",
  "Union Bank of Nigeria",
  "United Bank for Africa (UBA)",
  "Unity Bank",
  "Wema Bank",
  "Zenith Bank",
] as const;

/** What an organiser may still withdraw: revenue less the platform fee less what was already requested. */
export function availableBalance(revenue: number, requested: number): { fee: number; available: number } {
  const fee = Math.ceil((revenue * PLATFORM_FEE_PERCENT) / 100);
  return { fee, available: Math.max(0, Math.floor(revenue - fee - requested)) };
}
