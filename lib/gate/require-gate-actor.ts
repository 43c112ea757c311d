import "server-only";
import { ApiError } from "@/lib/api/errors";
import { gateActor, type GateActor } from "@/lib/gate/gate-access";

/** The gate actor of a request, or the API's 403 for everyone else. */
export async function requireGateActor(request: Request, eventId: string): Promise<GateActor> {
  const actor = await gateActor(request, eventId);
  if (!actor) throw new ApiError("forbidden", "You cannot check tickets in at this event");
  return actor;
}
