import { randomInt } from "node:crypto";

/**
 * What the TEST MODE checkout hands a buyer who pays by bank transfer or USSD, as Paystack's page
 * does: a one-off account at its test bank that takes money for 30 minutes, or a code to dial.
 */
export const TEST_TRANSFER_BANK = "Paystack-Titan";
export const TEST_ACCOUNT_NAME = "Scheditix checkout";
export const ACCOUNT_LIFETIME_MINUTES = 30;
const ACCOUNT_LIFETIME_MS = ACCOUNT_LIFETIME_MINUTES * 60_000;

/** A fresh 10-digit account number and when it stops taking money. */
export function newTransferAccount(now: Date): { accountNumber: string; accountExpiresAt: Date } {
  return {
    accountNumber: String(randomInt(1_000_000_000, 10_000_000_000)),
    accountExpiresAt: new Date(now.getTime() + ACCOUNT_LIFETIME_MS),
  };
}

/** A USSD code in the shape the test bank uses: `*737*000*1234#`. */
export const newUssdCode = (): string => `*737*000*${randomInt(1000, 10_000)}#`;

/** When the money the buyer says they sent lands: the page lets them choose, to try each ending. */
export const ARRIVAL_DELAYS = {
  "10s": { label: "In 10 seconds", ms: 10_000 },
  "2m": { label: "In 2 minutes", ms: 2 * 60_000 },
  "1h": { label: "In 1 hour (after a 45-minute hold has ended)", ms: 60 * 60_000 },
  never: { label: "Never (the transfer is lost)", ms: null },
} as const satisfies Record<string, { label: string; ms: number | null }>;

export type ArrivalDelay = keyof typeof ARRIVAL_DELAYS;
export const ARRIVAL_DELAY_KEYS = Object.keys(ARRIVAL_DELAYS) as [ArrivalDelay, ...ArrivalDelay[]];
