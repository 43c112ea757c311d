import Link from "next/link";
import { textLink } from "@/components/ui/button-styles";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { AUDIT_KIND_LABELS, AUDIT_KIND_NAMES, type AuditKind } from "@/lib/domain/audit/audit-kinds";
import type { AuditView } from "@/lib/domain/audit/audit-log";

const ACTIONS: Record<AuditView["action"], string> = {
  admit: "Admitted",
  refund: "Refund",
  payout_request: "Payout requested",
  bank_details: "Bank details",
  edit: "Edit",
  ticket_types: "Ticket types",
  promo_create: "Code created",
  promo_edit: "Code changed",
  invite: "Invitation",
  accept: "Joined",
  revoke: "Revoked",
  link_create: "Link created",
  link_revoke: "Link revoked",
  waitlist_offer: "Waitlist offer",
  waitlist_settings: "Waitlist settings",
  message: "Message",
  ticket_transfer: "Ticket passed on",
  ticket_holder: "Holder named",
  resale_policy: "Resale policy",
  resale_list: "Ticket sold back",
  resale_withdraw: "Resale withdrawn",
  resale_sell: "Resale sold",
};

/** The owner's audit log: who did what, when, and from which device or link. */
export function AuditTable({ entries }: { entries: AuditView[] }) {
  const columns: Column<AuditView>[] = [
    { key: "at", header: "When", className: "whitespace-nowrap", cell: (entry) => <DateTime value={entry.at} /> },
    { key: "who", header: "Who", rowHeader: true, cell: (entry) => entry.actorLabel },
    { key: "action", header: "Action", cell: (entry) => ACTIONS[entry.action] },
    { key: "detail", header: "What", cell: (entry) => entry.detail },
    { key: "device", header: "Device or link", className: "break-words text-sm text-muted", cell: (entry) => entry.device },
  ];
  return <DataTable caption="Audit log" columns={columns} rows={entries} minWidth="min-w-[48rem]" empty={{ title: "Nothing recorded yet." }} />;
}

const chip = "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium";

/** The kinds of change the log can show one at a time, as links (`?audit=money#audit-heading`). */
export function AuditKindFilter({ kind, hrefFor }: { kind: AuditKind | undefined; hrefFor: (kind: AuditKind | undefined) => string }) {
  const options: [AuditKind | undefined, string][] = [
    [undefined, "Everything"],
    ...AUDIT_KIND_NAMES.map((name): [AuditKind, string] => [name, AUDIT_KIND_LABELS[name]]),
  ];
  return (
    <nav aria-label="Show in the audit log">
      <ul className="flex flex-wrap gap-2">
        {options.map(([value, label]) => (
          <li key={label}>
            <Link
              href={hrefFor(value)}
              aria-current={value === kind ? "true" : undefined}
              className={`${chip} ${value === kind ? "border-primary-700 bg-primary-700 text-white" : "border-zinc-300 bg-white hover:border-primary-700"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Older entries (the page after the last one shown) and back to the newest. */
export function AuditPager({ olderHref, newestHref }: { olderHref: string | null; newestHref: string | null }) {
  if (!olderHref && !newestHref) return null;
  return (
    <nav aria-label="Audit log pages" className="flex flex-wrap gap-4">
      {newestHref ? (
        <Link href={newestHref} className={textLink}>
          Back to the newest entries
        </Link>
      ) : null}
      {olderHref ? (
        <Link href={olderHref} className={textLink}>
          Older entries
        </Link>
      ) : null}
    </nav>
  );
}
