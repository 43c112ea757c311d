import { describe, expect, it } from "vitest";
import { syncSummary, type SyncedScan } from "@/lib/domain/gate/audit-sync";

const scan = (result: SyncedScan["result"], refusedReason?: SyncedScan["refusedReason"]): SyncedScan => ({ code: "ABCD2345", result, refusedReason });

describe("the audit line of a gate sync", () => {
  it("counts admissions, the device's refusals by reason, and scans the server did not admit", () => {
    const synced = [
      scan("admitted"),
      scan("admitted"),
      scan("refused", "forged"),
      scan("refused", "revoked"),
      scan("refused", "forged"),
      scan("already_admitted"),
    ];
    expect(syncSummary(synced)).toBe(
      "Synced 6 scans: 2 admitted; 3 refused at the gate (1 refunded or cancelled, 2 not genuine); 1 not admitted by the server (already admitted, refunded or not on the list)",
    );
  });

  it("says 1 scan, and leaves out what did not happen", () => {
    expect(syncSummary([scan("admitted")])).toBe("Synced 1 scan: 1 admitted");
    expect(syncSummary([scan("refused", "unknown")])).toBe("Synced 1 scan: 0 admitted; 1 refused at the gate (1 not on the list)");
  });
});
