import { updateProfile } from "@/lib/domain/accounts/update-profile";
import { updateProfileEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// PATCH /api/v1/profile — change your full name or phone number
export const PATCH = withApi(updateProfileEndpoint, async ({ caller, body }) =>
  ok(await updateProfile(caller.userId, body), "Profile updated successfully"),
);
