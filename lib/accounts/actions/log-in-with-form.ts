"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { logIn } from "@/lib/accounts/log-in";
import { ApiError } from "@/lib/api/errors";
import { clientContext } from "@/lib/auth/client-context";
import { ensureDeviceCookie } from "@/lib/auth/device-cookie";
import { setSessionCookie } from "@/lib/auth/web-session";
import { logger } from "@/lib/logger";
import { loginSchema } from "@/lib/validations/auth";
import { safeCallbackUrl } from "@/lib/auth/safe-callback-url";

export type LoginFormState = { email?: string; message?: string; errors?: Record<string, string | undefined> };

/**
 * The login form's action when JavaScript has not run (yet): signs in over a POST, sets the web
 * session cookie and goes where the form would have. With JavaScript the form signs in through
 * next-auth in the page instead, and this never runs.
 */
export async function logInWithForm(_previous: LoginFormState, form: FormData): Promise<LoginFormState> {
  const email = String(form.get("email") ?? "");
  const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    return { email, errors: Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]])) };
  }
  try {
    const client = { ...clientContext(await headers()), deviceId: await ensureDeviceCookie() };
    const { user, claims } = await logIn(parsed.data, client, "web");
    await setSessionCookie(user, claims);
  } catch (error) {
    if (error instanceof ApiError) return { email, message: error.message };
    logger.error("login form failed", { error });
    return { email, message: "Login failed. Please try again." };
  }
  redirect(safeCallbackUrl(String(form.get("callbackUrl") ?? ""), "/checkin-as"));
}
