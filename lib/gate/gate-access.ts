import "server-only";
import { isValidObjectId } from "mongoose";
import { resolveCaller } from "@/lib/auth/resolve-caller";
import { connectToDatabase } from "@/lib/db";
import { Event } from "@/models/Event";

/** Who is scanning at an event's gate, as the gate's records and the live view name them. */
export type GateActor = { kind: "owner" | "co_organiser" | "check_in" | "link"; actorId: string; label: string };

/**
 * Every gate access decision lives here: who may download an event's check-in list, sync scans
 * and see its live gate view. Today that is the event's owner, signed in; team roles and check-in
 * links join here.
 */
export async function gateActor(request: Request, eventId: string): Promise<GateActor | null> {
  if (!isValidObjectId(eventId)) return null;
  const resolution = await resolveCaller(request);
  if (resolution.status !== "authenticated") return null;
  const { caller } = resolution;
  await connectToDatabase();
  const event = await Event.findById(eventId, { organizer: 1 }).lean();
  if (!event || String(event.organizer) !== caller.userId) return null;
  return { kind: "owner", actorId: caller.userId, label: caller.user.fullname || "Organiser" };
}
