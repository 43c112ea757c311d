import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { MessageDelivery } from "@/models/MessageDelivery";

export type ProviderReport = { providerId: string; outcome: "delivered" | "failed"; reason?: string };

/**
 * Records what a provider reports of a message it took: delivered, or failed (e.g. a number on
 * DND, or not on WhatsApp). Reports arrive late and out of order: "delivered" is never undone, and
 * a report for an unknown id changes nothing. Answers whether a delivery changed.
 */
export async function recordProviderReport(report: ProviderReport): Promise<boolean> {
  await connectToDatabase();
  const now = new Date();
  const update =
    report.outcome === "delivered"
      ? { $set: { status: "delivered", deliveredAt: now } }
      : { $set: { status: "failed", failedAt: now, lastError: (report.reason ?? "The provider reports it failed").slice(0, 500) } };
  const changed = await MessageDelivery.updateOne({ providerId: report.providerId, status: { $in: ["sending", "sent"] } }, update);
  return changed.modifiedCount > 0;
}

/** Records each report in turn; answers how many changed a delivery. */
export async function recordProviderReports(reports: Iterable<ProviderReport>): Promise<number> {
  let recorded = 0;
  for (const report of reports) if (await recordProviderReport(report)) recorded += 1;
  return recorded;
}
