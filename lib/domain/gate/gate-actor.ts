import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { actorOf } from "@/lib/domain/audit/audit-actor";
import { eventAccess, type EventAccess } from "@/lib/domain/access/event-permission";

export type GateActor = { kind: "owner" | "co_organiser" | "check_in" | "link"; actorId: string; label: string };

/** The gate actor of an access that allows check-in (finance never does). */
export async function gateActorOf(access: EventAccess): Promise<GateActor | null> {
  if (access.role === "finance") return null;
  const actor = await actorOf(access);
  return { ...actor, kind: access.role };
}

/**
 * Who may work the gate of an event: its owner, co-organisers and check-in staff (of that event or
 * of all the owner's events), or the holder of a valid, unrevoked, unexpired check-in link of that
 * event. Null for anyone else, and for an event that does not exist. Read on every call, so a
 * revoked membership or link stops at once.
 */
export async function teamGateActor(userId: string | null, linkToken: string | null, eventId: string): Promise<GateActor | null> {
  try {
    const who = userId ?? (linkToken ? { linkToken } : null);
    if (!who) return null;
    let access = await eventAccess(who, eventId, "check_in");
    // A signed-in person may also hold a link: the link still works for them.
    if (!access && userId && linkToken) access = await eventAccess({ linkToken }, eventId, "check_in");
    return access ? gateActorOf(access) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
