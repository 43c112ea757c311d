import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import type { AuditActor } from "@/lib/domain/audit/audit-log";
import type { EventAccess } from "@/lib/domain/access/event-permission";
import { User } from "@/models/User";

// A name for the audit log and the gate view; a rename showing late there is harmless, a read per scan is not.
const userLabels = new Map<string, string>();
const REMEMBERED_LABELS = 5_000;

async function userLabel(userId: string): Promise<string> {
  const known = userLabels.get(userId);
  if (known) return known;
  await connectToDatabase();
  const user = await User.findById(userId, { fullname: 1, email: 1 }).lean();
  const label = user ? `${user.fullname} (${user.email})` : "Former team member";
  if (userLabels.size >= REMEMBERED_LABELS) userLabels.clear();
  userLabels.set(userId, label);
  return label;
}

/** Who acted, as the audit log names them: the user's name and e-mail, or the link's name. */
export async function actorOf(access: EventAccess): Promise<AuditActor> {
  const label = access.role === "link" ? (access.linkName ?? "Check-in link") : await userLabel(access.actorId);
  return { kind: access.role, actorId: access.actorId, label };
}
