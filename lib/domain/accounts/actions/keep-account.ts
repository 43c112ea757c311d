"use server";

import { cancelAccountDeletion } from "@/lib/domain/accounts/delete-account";
import { ApiError } from "@/lib/platform/errors";
import { logger } from "@/lib/platform/logger";
import { linkTokenParams } from "@/lib/domain/validations/auth";

export type KeepAccountState = { status: "idle" | "kept" | "failed"; message?: string };

const INVALID = "This link is invalid or expired, or the account was already kept or erased.";

/** The "Keep my account" button of the e-mailed link: a plain form post, so it works before JavaScript too. */
export async function keepAccount(_previous: KeepAccountState, form: FormData): Promise<KeepAccountState> {
  const parsed = linkTokenParams.safeParse({ token: form.get("token") });
  if (!parsed.success) return { status: "failed", message: INVALID };
  try {
    await cancelAccountDeletion(parsed.data.token);
    return { status: "kept", message: "Your account is kept. Log in to use it again." };
  } catch (error) {
    if (error instanceof ApiError) return { status: "failed", message: error.message };
    logger.error("keeping an account failed", { error });
    return { status: "failed", message: "We could not keep your account. Please try again." };
  }
}
