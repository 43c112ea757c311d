import { DataTable } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import type { GateFigures } from "@/lib/domain/gate/gate-figures";

const count = (value: number) => value.toLocaleString("en-NG");

/** Admitted per ticket type; admitted and refused per gate and per device, with each device's last sync and queue. */
export function GateTables({ figures }: { figures: GateFigures }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DataTable
        caption="Admitted per ticket type"
        showCaption
        rows={figures.byType}
        rowKey={(row) => row.name}
        columns={[
          { key: "type", header: "Type", cell: (row) => row.name, rowHeader: true },
          { key: "admitted", header: "Admitted", cell: (row) => `${count(row.admitted)} of ${count(row.tickets)}`, align: "right" },
        ]}
        empty={{ title: "No tickets sold yet" }}
      />
      <DataTable
        caption="Admitted per gate"
        showCaption
        rows={figures.byGate}
        rowKey={(row) => row.gate}
        columns={[
          { key: "gate", header: "Gate", cell: (row) => row.gate, rowHeader: true },
          { key: "admitted", header: "Admitted", cell: (row) => count(row.admitted), align: "right" },
          { key: "refused", header: "Refused", cell: (row) => count(row.refused), align: "right" },
        ]}
        empty={{ title: "No scanner has synced a scan yet" }}
      />
      <div className="lg:col-span-2">
        <DataTable
          caption="Devices"
          showCaption
          minWidth="min-w-[40rem]"
          rows={figures.byDevice}
          rowKey={(row) => row.deviceId}
          columns={[
            { key: "device", header: "Device", cell: (row) => `${row.gate || "No gate named"} · ${row.deviceId.slice(0, 6)}`, rowHeader: true },
            { key: "who", header: "Scanning", cell: (row) => row.label },
            { key: "admitted", header: "Admitted", cell: (row) => count(row.admitted), align: "right" },
            { key: "refused", header: "Refused", cell: (row) => count(row.refused), align: "right" },
            { key: "sync", header: "Last sync", cell: (row) => <DateTime value={row.lastSyncAt} /> },
            { key: "queued", header: "Queued at last sync", cell: (row) => count(row.queuedAtLastSync), align: "right" },
          ]}
          empty={{ title: "No scanner has synced yet", text: "Devices appear here after their first sync." }}
        />
      </div>
    </div>
  );
}
