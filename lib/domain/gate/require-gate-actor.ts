import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { gateActor, type GateActor } from "@/lib/domain/gate/gate-access";
import { CHECK_IN_LINK_HEADER } from "@/lib/domain/gate/check-in-link-header";

/** The gate actor of a request, or the API's 403 for everyone else, saying so when a check-in link stopped working. */
export async function requireGateActor(request: Request, eventId: string): Promise<GateActor> {
  const actor = await gateActor(request, eventId);
  if (actor) return actor;
  if (request.headers.get(CHECK_IN_LINK_HEADER)?.trim())
    throw new ApiError("forbidden", "This check-in link does not work here: it has expired, was revoked, or is for another event");
  throw new ApiError("forbidden", "You cannot check tickets in at this event");
}
