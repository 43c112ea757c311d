import { planCheckoutEndpoint } from "@/lib/api/contracts/payments";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { startCheckout } from "@/lib/domain/orders/start-checkout";
import { createPlanOrder } from "@/lib/domain/plans/create-plan-order";

// POST /api/v1/plans/{plan}/checkout — pay for a year of Pro or Premium
export const POST = withApi(planCheckoutEndpoint, async ({ caller, params }) => {
  const orderId = await createPlanOrder(caller.userId, params.plan);
  return ok({ ...(await startCheckout(orderId, caller.userId)), orderId }, "Redirecting you to checkout");
});
