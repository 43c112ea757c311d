"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useState, type FormEvent } from "react";
import { callApi, type ApiResponse } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";
import { useApiForm } from "@/components/ui/use-api-form";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { mergeBrowserFavorites } from "@/components/favorites/merge-favorites";
import { safeCallbackUrl } from "@/lib/domain/auth/safe-callback-url";
import { refreshSession } from "@/components/session/use-session";
import { textLink } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { EmailField } from "@/components/auth/email-field";
import { PasswordInput } from "@/components/ui/password-field";
import { toast } from "@/components/ui/use-toast";
import { logInFromPage, logInWithForm, type KeepOffer, type LoginFormState } from "@/lib/domain/accounts/actions/log-in-with-form";
import { KeepAccountForm } from "@/components/auth/keep-account-form";
import { checkLogin } from "@/lib/domain/validations/auth-form-checks";
import { CentredLink } from "@/components/auth/centred-link";

const isNotVerified = (message: string) => /verify your email/i.test(message);

const FIELDS = ["email", "password"] as const;

const LOGIN_FAILED = "Login failed. Check your connection and try again.";

/** Signs in with one server action call, answered as the API client answers; `onKeepOffer` hears of an account being deleted. */
async function signInWith(credentials: { email: string; password: string }, onKeepOffer: (offer: KeepOffer) => void): Promise<ApiResponse> {
  const form = new FormData();
  form.set("email", credentials.email);
  form.set("password", credentials.password);
  const result = await logInFromPage(form).catch(() => undefined);
  if (!result) return { ok: false, status: 0, message: LOGIN_FAILED, fieldMessages: {} };
  if (!result.ok && result.keep) onKeepOffer(result.keep);
  if (!result.ok) return { ok: false, status: result.status, message: result.message, fieldMessages: result.errors ?? {} };
  return { ok: true, status: 200, message: "", data: null };
}

/**
 * With JavaScript, signs in through a server action called from the page (toast, and the chooser
 * at once). Before it loads, the same form posts to a server action, so the password never lands in a URL.
 */
export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const router = useRouter();
  const [formState, formAction] = useActionState<LoginFormState, FormData>(logInWithForm, {});
  const { busy, errors, submit } = useApiForm(FIELDS);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const resend = useBusyAction();
  const [keepOffer, setKeepOffer] = useState<(KeepOffer & { message: string }) | null>(null);
  const [offerClosed, setOfferClosed] = useState(false);
  const offer = keepOffer ?? (formState.keep && formState.message && !offerClosed ? { ...formState.keep, message: formState.message } : null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const parsed = checkLogin({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
    if (parsed.success) setUnverifiedEmail(null);
    setKeepOffer(null);
    let keep: KeepOffer | null = null;
    void submit({
      checked: parsed,
      send: (credentials) => signInWith(credentials, (found) => (keep = found)),
      failure: LOGIN_FAILED,
      onRefused: (response) => {
        if (parsed.success && isNotVerified(response.message)) setUnverifiedEmail(parsed.data.email);
        if (keep) return (setKeepOffer({ ...keep, message: response.message }), true);
      },
      success: "Login successful",
      keepBusy: true,
      onDone: async () => {
        refreshSession();
        // First, so the next page (the favourites, say) already lists what this browser kept; nothing to send is no request.
        await mergeBrowserFavorites();
        const destination = safeCallbackUrl(new URLSearchParams(window.location.search).get("callbackUrl"), "/checkin-as");
        // At once, not after SPEC 9's 3 s: a login takes under a second, and the toast stays over the next page.
        router.replace(destination);
      },
    });
  }

  const resendVerification = () =>
    resend.run(async () => {
      if (!unverifiedEmail) return;
      const response = await callApi("/api/v1/resend-verification", { body: { email: unverifiedEmail } });
      const message = response.message || (response.ok ? "If that account needs verifying, a new link is on its way." : "");
      if (response.ok) toast.success(message);
      else toast.error(message || "Could not send the verification email. Please try again.");
    });

  if (offer) {
    return (
      <div className="grid gap-4">
        <div role="alert" className="rounded-xl border border-accent/30 bg-accent-50 p-4 text-accent">
          <p className="font-medium">{offer.message}</p>
          <p className="mt-2 text-sm">Keep it and its tickets, events and history stay as they are; then log in again.</p>
        </div>
        <KeepAccountForm
          token={offer.keepToken}
          onLogIn={() => {
            setKeepOffer(null);
            setOfferClosed(true);
          }}
        />
      </div>
    );
  }

  return (
    <form noValidate action={formAction} onSubmit={onSubmit} className="grid gap-4">
      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
      {formState.message ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-center text-red-800">
          {formState.message}
        </p>
      ) : null}
      <EmailField error={errors.email ?? formState.errors?.email} defaultValue={formState.email} />
      <PasswordInput
        id="password"
        label="Password"
        placeholder="enter your password"
        autoComplete="current-password"
        required
        error={errors.password ?? formState.errors?.password}
      />
      <div className="-mt-2 flex justify-end">
        <Link href="/forget-password" className={textLink}>
          Forgot password?
        </Link>
      </div>
      <SubmitButton busy={busy} busyLabel="Loading..." worksWithoutScript>
        Login
      </SubmitButton>
      {unverifiedEmail ? (
        <div className="rounded-xl border border-accent/30 bg-accent-50 p-4 text-sm text-accent">
          <p>Your email address is not verified yet. We can send you a new verification link.</p>
          <Button
            variant="outline"
            busy={resend.busy}
            busyLabel="Sending..."
            onClick={() => void resendVerification()}
            className="mt-3 w-full bg-white"
          >
            Resend verification email
          </Button>
        </div>
      ) : null}
      <CentredLink href={callbackUrl ? `/register?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/register"}>
        Don&apos;t have an account? Sign up
      </CentredLink>
    </form>
  );
}
