import "server-only";
import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/platform/errors";
import { toSessionUser, userSessionsChanged, type SessionUser } from "@/lib/domain/auth/sessions";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { toWebImage } from "@/lib/platform/media/process-image";
import { storage } from "@/lib/platform/media/storage";
import { User } from "@/models/User";

const AVATAR = { width: 512, height: 512, fit: "cover" } as const;

/** Replaces the profile picture: the new file is stored first, and removed again if the account update fails. */
export async function updateAvatar(userId: string, file: File): Promise<SessionUser> {
  const image = await toWebImage(file, AVATAR);
  const key = `avatars/${userId}-${randomBytes(6).toString("hex")}.webp`;
  const files = storage();
  await files.put(key, image);

  await connectToDatabase();
  const previous = await User.findOne({ _id: userId, deletionRequestedAt: { $exists: false } }, { avatarKey: 1 }).lean();
  const result = previous ? await User.updateOne({ _id: userId }, { $set: { avatarKey: key } }) : null;
  if (!result?.matchedCount) {
    await files.remove(key);
    throw new ApiError("not_found", "Account not found");
  }
  await userSessionsChanged(userId);
  if (previous?.avatarKey) {
    await files.remove(previous.avatarKey).catch((error: unknown) => logger.warn("old avatar not removed", { error }));
  }
  const user = await User.findById(userId).lean();
  if (!user) throw new ApiError("not_found", "Account not found");
  return toSessionUser({ ...user, _id: String(user._id) });
}
