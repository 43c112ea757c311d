"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { DeletionPendingError, logIn } from "@/lib/domain/accounts/log-in";
import { ApiError } from "@/lib/platform/errors";
import { clientContext } from "@/lib/domain/auth/client-context";
import { ensureDeviceCookie } from "@/lib/domain/auth/device-cookie";
import { setSessionCookie } from "@/lib/domain/auth/web-session";
import { logger } from "@/lib/platform/logger";
import { loginSchema } from "@/lib/domain/validations/auth";
import { safeCallbackUrl } from "@/lib/domain/auth/safe-callback-url";

/** The right password of an account being deleted: the single-use token of "Keep my account". */
export type KeepOffer = { keepToken: string };

export type LoginFormState = { email?: string; message?: string; errors?: Record<string, string | undefined>; keep?: KeepOffer };

/** How a sign-in from the page went: the status and message the API would have answered. */
export type PageLoginResult =
  { ok: true } | { ok: false; status: number; message: string; errors?: Record<string, string | undefined>; keep?: KeepOffer };

const LOGIN_FAILED = "Login failed. Please try again.";

/** Checks the form's e-mail and password, signs in and sets the web session cookie. */
async function signIn(form: FormData): Promise<PageLoginResult> {
  const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    const errors = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]]));
    return { ok: false, status: 422, message: "", errors };
  }
  try {
    const client = { ...clientContext(await headers()), deviceId: await ensureDeviceCookie() };
    const { user, claims } = await logIn(parsed.data, client, "web");
    await setSessionCookie(user, claims);
    return { ok: true };
  } catch (error) {
    if (error instanceof DeletionPendingError)
      return { ok: false, status: error.status, message: error.message, keep: { keepToken: error.keepToken } };
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.message };
    logger.error("login form failed", { error });
    return { ok: false, status: 500, message: LOGIN_FAILED };
  }
}

/**
 * The login form's action when JavaScript has not run (yet): signs in over a POST, sets the web
 * session cookie and goes where the form would have.
 */
export async function logInWithForm(_previous: LoginFormState, form: FormData): Promise<LoginFormState> {
  const email = String(form.get("email") ?? "");
  const result = await signIn(form);
  if (!result.ok) return result.errors ? { email, errors: result.errors } : { email, message: result.message, keep: result.keep };
  redirect(safeCallbackUrl(String(form.get("callbackUrl") ?? ""), "/checkin-as"));
}

/**
 * The login form's sign-in once JavaScript runs: one request that checks the password and sets the
 * session cookie (next-auth's client took four: providers, CSRF token, callback, session). The page
 * then says so and moves on after SPEC's delay. Setting the cookie also makes Next drop what its
 * router had cached while signed out.
 */
export async function logInFromPage(form: FormData): Promise<PageLoginResult> {
  return signIn(form);
}
