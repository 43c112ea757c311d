type PayoutStatus = "pending" | "paid" | "failed" | "reversed" | "rejected";

const STYLE: Record<PayoutStatus, string> = {
  pending: "bg-amber-50 text-amber-900",
  paid: "bg-green-50 text-green-800",
  failed: "bg-red-50 text-red-800",
  reversed: "bg-red-50 text-red-800",
  rejected: "bg-red-50 text-red-800",
};

const LABEL: Record<PayoutStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  reversed: "Reversed",
  rejected: "Rejected",
};

/** A payout's status; money that did not land is back in the balance, and the badge says so. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const returned = status === "failed" || status === "reversed" || status === "rejected";
  return (
    <span className="grid gap-1">
      <span className={`inline-flex w-fit rounded-full px-3 py-1 font-medium ${STYLE[status]}`}>{LABEL[status]}</span>
      {returned ? <span className="text-muted">Returned to your balance</span> : null}
    </span>
  );
}
