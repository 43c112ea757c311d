import "server-only";
import { headers } from "next/headers";
import { gateActor, type GateActor } from "@/lib/domain/gate/gate-access";

/** The gate actor of the page being rendered: the same decision the gate API makes. */
export async function gateActorForPage(eventId: string, path: string): Promise<GateActor | null> {
  const incoming = await headers();
  return gateActor(new Request(new URL(path, "http://scheditix.local"), { headers: incoming }), eventId);
}
