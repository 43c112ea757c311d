import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { toSessionUser, userSessionsChanged, type SessionUser } from "@/lib/domain/auth/sessions";
import { connectToDatabase } from "@/lib/platform/db";
import { User } from "@/models/User";

/** Saves the name and phone shown on the profile; the e-mail is the login and does not change here. */
export async function updateProfile(userId: string, changes: { fullname?: string; phoneNo?: string }): Promise<SessionUser> {
  await connectToDatabase();
  // updateOne, not findOneAndUpdate: FerretDB 1.24 rejects findAndModify with a projection,
  // which mongoose adds for the hidden passwordHash field.
  const result = await User.updateOne({ _id: userId, deletionRequestedAt: { $exists: false } }, { $set: changes }, { runValidators: true });
  if (result.modifiedCount) await userSessionsChanged(userId);
  const user = result.matchedCount ? await User.findById(userId).lean() : null;
  if (!user) throw new ApiError("not_found", "Account not found");
  return toSessionUser({ ...user, _id: String(user._id) });
}
