import "server-only";
import { isValidObjectId } from "mongoose";
import { resolveCaller } from "@/lib/domain/auth/resolve-caller";
import { CHECK_IN_LINK_HEADER } from "@/lib/domain/gate/check-in-link-header";
import { teamGateActor, type GateActor } from "@/lib/domain/gate/gate-actor";

export type { GateActor };

/**
 * Every gate access decision lives here: who may download an event's check-in list, sync scans
 * and see its live gate view. The event's owner, its co-organisers and check-in staff (signed in),
 * or the holder of a valid check-in link of that event (its token in the `X-Check-In-Link` header).
 * Read on every call, so a removed member or a revoked link is refused at its next sync.
 */
export async function gateActor(request: Request, eventId: string): Promise<GateActor | null> {
  if (!isValidObjectId(eventId)) return null;
  const resolution = await resolveCaller(request);
  const userId = resolution.status === "authenticated" ? resolution.caller.userId : null;
  const linkToken = request.headers.get(CHECK_IN_LINK_HEADER)?.trim() || null;
  return teamGateActor(userId, linkToken, eventId);
}
