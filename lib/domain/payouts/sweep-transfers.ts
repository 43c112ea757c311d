import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { applyTransferStatus } from "@/lib/domain/payouts/apply-transfer-status";
import { verifyGatewayTransfer } from "@/lib/domain/payouts/gateway-transfers";
import { Payout } from "@/models/Payout";

const VERIFY_AFTER_MS = 2 * 60_000;
/** A transfer the gateway still does not know after this long never started: its money goes back. */
const UNKNOWN_AFTER_MS = 30 * 60_000;

/** Asks the gateway about transfers whose webhook has not come, by our reference. */
export async function sweepTransfers(now = new Date()): Promise<number> {
  await connectToDatabase();
  const open = await Payout.find({ status: "pending", reference: { $exists: true }, updatedAt: { $lte: new Date(now.getTime() - VERIFY_AFTER_MS) } })
    .limit(100)
    .lean();
  let settled = 0;
  for (const payout of open) {
    try {
      const transfer = await verifyGatewayTransfer(payout.reference as string);
      const status = transfer?.status ?? ((payout.createdAt?.getTime() ?? 0) <= now.getTime() - UNKNOWN_AFTER_MS ? "failed" : null);
      if (status && (await applyTransferStatus(payout.reference as string, status))) settled += 1;
      else await Payout.updateOne({ _id: payout._id, status: "pending" }, { $set: { updatedAt: now } });
    } catch (error) {
      logger.warn("transfer status check failed", { reference: payout.reference, error });
    }
  }
  return settled;
}
