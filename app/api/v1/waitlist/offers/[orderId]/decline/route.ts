import { declineOfferEndpoint } from "@/lib/api/contracts/waitlist";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { declineOffer } from "@/lib/domain/waitlist/leave-waitlist";

// POST /api/v1/waitlist/offers/{orderId}/decline — let a waitlist offer go to the next person
export const POST = withApi(declineOfferEndpoint, async ({ params }) =>
  ok(await declineOffer(params.orderId), "The seats passed to the next person"),
);
