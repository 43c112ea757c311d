"use client";

import Link from "next/link";
import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { primaryButton } from "@/components/ui/button-styles";
import { keepAccount, type KeepAccountState } from "@/lib/domain/accounts/actions/keep-account";

/**
 * Cancels a pending deletion with the e-mailed link's token (or the one the login page got for the
 * right password); works before (or without) JavaScript. `onLogIn`: the login page's own way back to its form.
 */
export function KeepAccountForm({ token, onLogIn }: { token: string; onLogIn?: () => void }) {
  const [state, formAction, pending] = useActionState<KeepAccountState, FormData>(keepAccount, { status: "idle" });

  if (state.status === "kept") {
    return (
      <div className="grid gap-4 text-center">
        <p role="status">{state.message}</p>
        {onLogIn ? (
          <button type="button" onClick={onLogIn} className={primaryButton}>
            Log in
          </button>
        ) : (
          <Link href="/login" className={primaryButton}>
            Log in
          </Link>
        )}
      </div>
    );
  }

  return (
    <form action={formAction} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      {state.status === "failed" ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-center text-red-800">
          {state.message}
        </p>
      ) : null}
      <SubmitButton busy={pending} busyLabel="Keeping your account..." worksWithoutScript>
        Keep my account
      </SubmitButton>
    </form>
  );
}
