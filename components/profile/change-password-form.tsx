"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { callApi, messagesOfZodError } from "@/lib/client/call-api";
import { SubmitButton } from "@/components/ui/submit-button";
import { PasswordInput } from "@/components/ui/password-field";
import { LOGIN_AGAIN, sessionEnded } from "@/components/profile/session-ended";
import { refreshSession } from "@/components/session/use-session";
import { toast } from "@/components/toast/use-toast";
import { changePasswordSchema } from "@/lib/validations/auth";
import { useFieldErrors } from "@/components/ui/use-field-errors";

const FIELD_ORDER = ["oldPassword", "newPassword", "confirmPassword"] as const;

/** SPEC 2.17: a new password signs every session out (DESIGN 5), this one included, so the user logs in again. */
export function ChangePasswordForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const parsed = changePasswordSchema.safeParse({
      oldPassword: form.get("oldPassword"),
      newPassword: form.get("newPassword"),
      confirmPassword: form.get("confirmPassword"),
    });
    if (!parsed.success) return showErrors(messagesOfZodError(parsed.error));
    setErrors({});
    setBusy(true);
    const answer = await callApi("/api/v1/change-password", { body: parsed.data });
    if (!answer.ok) {
      setBusy(false);
      if (sessionEnded(answer)) return router.push(LOGIN_AGAIN);
      toast.error(answer.message || "We could not change your password. Please try again.");
      // A 401 here is the current password being wrong.
      return showErrors(answer.status === 401 ? { oldPassword: answer.message } : answer.fieldMessages);
    }
    toast.success(answer.message || "Password changed. Please log in again.");
    // The server has already ended the session; this clears the browser's cookie.
    await signOut({ redirect: false }).catch(() => undefined);
    refreshSession();
    router.replace("/login");
    router.refresh();
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <PasswordInput
        id="oldPassword"
        name="oldPassword"
        label="Old password"
        autoComplete="current-password"
        required
        error={errors.oldPassword}
      />
      <PasswordInput id="newPassword" name="newPassword" label="New password" autoComplete="new-password" required error={errors.newPassword} />
      <PasswordInput
        id="confirmPassword"
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <SubmitButton busy={busy} busyLabel="Changing...">
        Change password
      </SubmitButton>
    </form>
  );
}
