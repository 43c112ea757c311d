import { formatMoney } from "@/lib/platform/format";
import { maskAccountNumber } from "@/lib/domain/payments/mask-account";
import { formatLagosMoment } from "@/lib/platform/time/lagos";

/*
 * What the audit log says about each change of money, prices and codes: one sentence a person can
 * read without opening anything else (amounts in naira, times in Lagos time).
 */

type CodeLike = {
  code: string;
  discountType: "percent" | "fixed";
  discountValue: number;
  ticketTypes: string[];
  maxUses: number | null;
  unlocksHidden: boolean;
};

const discountText = (code: Pick<CodeLike, "discountType" | "discountValue">) =>
  code.discountType === "percent" ? `${code.discountValue}% off` : `${formatMoney(code.discountValue)} off each ticket`;

export function promoCodeCreated(code: CodeLike): string {
  const parts = [
    discountText(code),
    code.ticketTypes.length ? `${code.ticketTypes.length} ticket type${code.ticketTypes.length === 1 ? "" : "s"}` : "every ticket type",
    code.maxUses ? `up to ${code.maxUses.toLocaleString("en-NG")} uses` : "no use limit",
  ];
  if (code.unlocksHidden) parts.push("unlocks hidden types");
  return `Created the code ${code.code}: ${parts.join(", ")}`;
}

type CodeChange = { active?: boolean; maxUses?: number; validFrom?: Date; validUntil?: Date };

export function promoCodeEdited(code: string, change: CodeChange): string {
  const parts: string[] = [];
  if (change.active !== undefined) parts.push(change.active ? "switched on" : "switched off");
  if (change.maxUses !== undefined) parts.push(`use limit ${change.maxUses.toLocaleString("en-NG")}`);
  if (change.validFrom) parts.push(`valid from ${formatLagosMoment(change.validFrom)}`);
  if (change.validUntil) parts.push(`valid until ${formatLagosMoment(change.validUntil)}`);
  return `Changed the code ${code}${parts.length ? `: ${parts.join(", ")}` : ""}`;
}

export const payoutRequested = (amount: number, eventTitle: string, status: string) =>
  `Requested a payout of ${formatMoney(amount)} from “${eventTitle}” (${status})`;

export const bankDetailsSaved = (account: { accountName: string; bankName: string; accountNumber: string }) =>
  `Set the payout bank account to ${account.accountName}, ${account.bankName} ${maskAccountNumber(account.accountNumber)}`;

type TypeLike = { _id: unknown; name: string; price: number; quantity: number; hidden?: boolean | null };

const typeText = (type: TypeLike) => `${type.name} ${formatMoney(type.price)} × ${type.quantity.toLocaleString("en-NG")}`;

/** "Added VIP ₦20,000 × 20; changed Regular: price ₦5,000 → ₦6,000; removed Early bird". */
export function ticketTypeChanges(before: TypeLike[], after: TypeLike[]): string {
  const old = new Map(before.map((type) => [String(type._id), type]));
  const kept = new Set(after.map((type) => String(type._id)));
  const parts: string[] = [];
  for (const type of after) {
    const was = old.get(String(type._id));
    if (!was) {
      parts.push(`added ${typeText(type)}`);
      continue;
    }
    const changes: string[] = [];
    if (was.name !== type.name) changes.push(`name “${was.name}” → “${type.name}”`);
    if (was.price !== type.price) changes.push(`price ${formatMoney(was.price)} → ${formatMoney(type.price)}`);
    if (was.quantity !== type.quantity) changes.push(`quantity ${was.quantity.toLocaleString("en-NG")} → ${type.quantity.toLocaleString("en-NG")}`);
    if (Boolean(was.hidden) !== Boolean(type.hidden)) changes.push(type.hidden ? "hidden" : "shown");
    if (changes.length) parts.push(`changed ${type.name}: ${changes.join(", ")}`);
  }
  for (const type of before) if (!kept.has(String(type._id))) parts.push(`removed ${typeText(type)}`);
  const text = parts.length ? parts.join("; ") : "saved the ticket types (names, prices and quantities unchanged)";
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
