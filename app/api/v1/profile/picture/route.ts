import { updateAvatar } from "@/lib/domain/accounts/update-avatar";
import { updateAvatarEndpoint } from "@/lib/api/contracts/accounts";
import { ApiError } from "@/lib/platform/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// POST /api/v1/profile/picture — replace your profile picture
export const POST = withApi(updateAvatarEndpoint, async ({ caller, files }) => {
  if (!files.image) throw new ApiError("unprocessable_entity", "Choose a picture to upload", { image: ["is required"] });
  return ok(await updateAvatar(caller.userId, files.image), "Profile picture updated");
});
