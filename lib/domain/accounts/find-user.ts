import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { User } from "@/models/User";

/** A live (not deleted) account by id, with its password hash; 404 when there is none. */
export async function getAccountOrThrow(userId: string) {
  await connectToDatabase();
  const user = await User.findOne({ _id: userId, deletionRequestedAt: { $exists: false } }).select("+passwordHash");
  if (!user) throw new ApiError("not_found", "Account not found");
  return user;
}
