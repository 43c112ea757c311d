import "server-only";
import { logger } from "@/lib/platform/logger";
import { sweepDeliveries } from "@/lib/domain/messages/sender/sweep-deliveries";

const state = globalThis as typeof globalThis & { scheditixSenderRunning?: boolean; scheditixSenderAgain?: boolean };

/**
 * Sends what was just queued now rather than at the next sweep: one run at a time per process, and
 * one more right after when asked meanwhile. The sweep stays the guarantee (a crash loses nothing).
 */
export function kickSender(): void {
  if (state.scheditixSenderRunning) {
    state.scheditixSenderAgain = true;
    return;
  }
  state.scheditixSenderRunning = true;
  void sweepDeliveries()
    .catch((error: unknown) => logger.error("sending messages failed", { error }))
    .finally(() => {
      state.scheditixSenderRunning = false;
      if (state.scheditixSenderAgain) {
        state.scheditixSenderAgain = false;
        kickSender();
      }
    });
}
