"use server";

import { logger } from "@/lib/platform/logger";
import { optOut, readOptOutToken } from "@/lib/domain/messages/opt-out";
import { optOutSchema } from "@/lib/domain/validations/message";

export type OptOutState = { status: "idle" | "done" | "failed"; message?: string };

const INVALID = "This opt-out link is not valid: use the whole link from the message.";

/** The opt-out page's button: a plain form post, so it works without JavaScript. */
export async function optOutWithForm(_previous: OptOutState, form: FormData): Promise<OptOutState> {
  const parsed = optOutSchema.safeParse({ token: form.get("token") });
  const claim = parsed.success ? readOptOutToken(parsed.data.token) : null;
  if (!claim) return { status: "failed", message: INVALID };
  try {
    await optOut(claim);
    return { status: "done", message: "Done: you will get no more messages or reminders from this organiser. Your tickets still reach you." };
  } catch (error) {
    logger.error("opting out failed", { error });
    return { status: "failed", message: "We could not record that. Please try again." };
  }
}
