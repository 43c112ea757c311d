import "server-only";
import { z } from "zod";
import { completeTestCheckout } from "@/lib/domain/payments/test-gateway/complete-test-checkout";
import { chooseArrivalChannel, sayTransferSent } from "@/lib/domain/payments/test-gateway/transfer-checkout";
import { ARRIVAL_DELAY_KEYS } from "@/lib/domain/payments/test-gateway/transfer-details";

/** What the hosted TEST MODE page posts: one form per button. */
export const checkoutAction = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("pay"), channel: z.enum(["card", "bank"]).optional() }),
  z.object({ outcome: z.literal("decline"), channel: z.enum(["card", "bank"]).optional() }),
  z.object({ outcome: z.literal("abandon") }),
  z.object({ outcome: z.literal("choose"), channel: z.enum(["bank_transfer", "ussd"]) }),
  z.object({ outcome: z.literal("sent"), delay: z.enum(ARRIVAL_DELAY_KEYS) }),
]);
export type CheckoutAction = z.output<typeof checkoutAction>;

export type CheckoutActionResult = { redirectTo: string; settled?: string } | { refused: string } | null;

/** Applies one press on the hosted page; answers where the browser goes next (null: no such transaction). */
export async function actOnTestCheckout(reference: string, action: CheckoutAction): Promise<CheckoutActionResult> {
  switch (action.outcome) {
    case "pay":
    case "decline":
      return completeTestCheckout(reference, action.outcome, action.channel);
    case "abandon":
      return completeTestCheckout(reference, "abandon");
    case "choose":
      return chooseArrivalChannel(reference, action.channel);
    case "sent":
      return sayTransferSent(reference, action.delay);
  }
}
