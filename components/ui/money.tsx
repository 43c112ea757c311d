import { formatKobo, formatMoney } from "@/lib/platform/format";

type MoneyProps = ({ naira: number; kobo?: never } | { kobo: number; naira?: never }) & {
  /** Show 0 as "Free" (ticket prices). */
  freeWhenZero?: boolean;
  className?: string;
};

/** An amount in ₦ with thousands separators ("₦12,500"), from naira or from kobo. */
export function Money({ naira, kobo, freeWhenZero = false, className }: MoneyProps) {
  const amount = naira ?? (kobo ?? 0) / 100;
  const text = freeWhenZero && amount === 0 ? "Free" : kobo !== undefined ? formatKobo(kobo) : formatMoney(amount);
  return <span className={className}>{text}</span>;
}
