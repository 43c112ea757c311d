import { formatMoney } from "@/lib/platform/format";

/** Why a typed payout amount cannot be sent, or null: whole naira, at least ₦1, at most what is available. */
export function amountProblem(amount: string, available: number): string | null {
  const value = Number(amount);
  if (!/^\d+$/.test(amount.trim()) || value < 1) return "Enter an amount in whole naira";
  if (value > available) return `The amount cannot be more than ${formatMoney(available)}`;
  return null;
}

/** The payment service can refuse a transfer at once (it then answers status "failed"). */
export function transferRefused(data: unknown): boolean {
  return typeof data === "object" && data !== null && "status" in data && (data as { status: unknown }).status === "failed";
}
