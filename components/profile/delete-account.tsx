"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, messagesOfZodError } from "@/lib/client/call-api";
import { describedBy } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LOGIN_AGAIN, sessionEnded } from "@/components/profile/session-ended";
import { leaveSession } from "@/components/session/leave-session";
import { toast } from "@/components/toast/use-toast";
import { deleteAccountSchema } from "@/lib/validations/auth";
import { FormGrid } from "@/components/ui/form-grid";

const PASSWORD_ID = "deletePassword";
const NOTE_ID = "delete-account-note";

/**
 * SPEC 2.17: the password, then 'Are you sure…?' Yes/No. Yes disables the account on the server
 * (erased after 48 hours), shows the server's sentence and signs out. A wrong password keeps the
 * user here — unlike the original, which signed out whatever happened.
 */
export function DeleteAccount({ userId }: { userId: string }) {
  const router = useRouter();
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password: new FormData(event.currentTarget).get("password") });
    if (!parsed.success) {
      setError(messagesOfZodError(parsed.error).password);
      document.getElementById(PASSWORD_ID)?.focus();
      return;
    }
    setError(undefined);
    setPassword(parsed.data.password);
  }

  function fail(message: string) {
    setBusy(false);
    setPassword(null);
    setError(message);
    toast.error(message);
    requestAnimationFrame(() => document.getElementById(PASSWORD_ID)?.focus());
  }

  async function deleteAccount() {
    if (busy || password === null) return;
    setBusy(true);
    const answer = await callApi(`/api/v1/delete/user/${encodeURIComponent(userId)}`, { method: "DELETE", body: { password } });
    if (!answer.ok) {
      if (sessionEnded(answer)) return router.push(LOGIN_AGAIN);
      return fail(answer.message || answer.fieldMessages.password || "We could not delete your account. Please try again.");
    }
    toast.success(typeof answer.data === "string" ? answer.data : answer.message);
    await leaveSession(router, "/");
  }

  return (
    <FormGrid onSubmit={onSubmit}>
      <PasswordInput
        id={PASSWORD_ID}
        name="password"
        label="confirm your password"
        autoComplete="current-password"
        required
        error={error}
        aria-describedby={describedBy(PASSWORD_ID, error, NOTE_ID)}
      />
      <p id={NOTE_ID} className="-mt-2 text-sm text-muted">
        account deletion takes 48 hours
      </p>
      <button
        type="submit"
        className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-red-700 px-6 font-semibold text-white hover:bg-red-800"
      >
        delete account
      </button>
      <ConfirmDialog
        open={password !== null}
        title="Are you sure you want to delete your account?"
        busy={busy}
        busyLabel="Deleting..."
        onConfirm={deleteAccount}
        onCancel={() => setPassword(null)}
      >
        <p>Your account is disabled now and erased after 48 hours.</p>
      </ConfirmDialog>
    </FormGrid>
  );
}
