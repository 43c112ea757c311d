import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import type { AuditView } from "@/lib/team/audit-log";

const ACTIONS: Record<AuditView["action"], string> = {
  admit: "Admitted",
  refund: "Refund",
  edit: "Edit",
  invite: "Invitation",
  accept: "Joined",
  revoke: "Revoked",
  link_create: "Link created",
  link_revoke: "Link revoked",
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
