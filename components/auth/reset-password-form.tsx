"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, type ApiFailure } from "@/lib/browser/call-api";
import { useApiForm } from "@/components/ui/use-api-form";
import { outlineButton } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTimeout } from "@/components/auth/use-timeout";
import { PasswordInput } from "@/components/ui/password-field";
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from "@/lib/domain/validations/auth";
import { FormGrid } from "@/components/ui/form-grid";

/** SPEC 9: login opens 2 s after a reset; a dead link sends the user to ask for a new one after 3 s. */
const SUCCESS_REDIRECT_MS = 2000;
const DEAD_LINK_REDIRECT_MS = 3000;

const ERROR_BOX_ID = "reset-password-errors";

/** SPEC 5, in its order: a missing link, both fields, matching, then length. */
function problemWith(token: string, newPassword: string, confirmPassword: string): string | null {
  if (!token) return "Invalid or Expired reset link";
  if (!newPassword || !confirmPassword) return "Both fields are required.";
  if (newPassword !== confirmPassword) return "Passwords don't match.";
  if (newPassword.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long .`;
  const parsed = resetPasswordSchema.safeParse({ newPassword, confirmPassword });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Failed to reset password .");
}

/** What a refusal says: the field's message, the server's, or SPEC's sentences. */
function refusalOf(response: ApiFailure): string {
  if (response.status === 0) return "An unespected error occured .";
  const fieldMessage = response.fieldMessages.newPassword ?? response.fieldMessages.confirmPassword;
  return fieldMessage ?? (response.message || "Failed to reset password .");
}

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const later = useTimeout();
  const [done, setDone] = useState(false);
  // One message for the whole form, in the alert box above the fields (which takes focus).
  const { busy, errors, submit } = useApiForm([ERROR_BOX_ID]);
  const error = errors[ERROR_BOX_ID];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (done) return;
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    const confirmPassword = String(form.get("confirmPassword") ?? "");
    const problem = problemWith(token, newPassword, confirmPassword);
    void submit({
      checked: problem ? { success: false, fieldMessages: { [ERROR_BOX_ID]: problem } } : { success: true, data: { newPassword, confirmPassword } },
      send: (body) => callApi(`/api/v1/reset-password/user/${encodeURIComponent(token)}`, { body }),
      failure: null,
      onRefused: (response) => {
        if (/expired|invalid/i.test(refusalOf(response))) later(() => router.replace("/forget-password"), DEAD_LINK_REDIRECT_MS);
      },
      fieldsOf: (response) => ({ [ERROR_BOX_ID]: refusalOf(response) }),
      onDone: () => {
        setDone(true);
        later(() => router.replace("/login"), SUCCESS_REDIRECT_MS);
      },
    });
  }

  if (done) {
    return (
      <div role="status" className="grid gap-4 text-center">
        <p className="text-lg font-medium text-green-800">Password successfully reset! Redirecting to login...</p>
        <p className="text-muted">
          Not moving?{" "}
          <button type="button" onClick={() => router.replace("/login")} className={`${outlineButton} ml-1`}>
            click here
          </button>
        </p>
      </div>
    );
  }

  const invalid = error ? true : undefined;
  const describedBy = error ? ERROR_BOX_ID : undefined;

  return (
    <FormGrid onSubmit={onSubmit}>
      <div
        id={ERROR_BOX_ID}
        role="alert"
        tabIndex={-1}
        className={error ? "rounded-lg border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800" : "sr-only"}
      >
        {error}
      </div>
      <PasswordInput
        id="newPassword"
        label="New password"
        autoComplete="new-password"
        required
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <PasswordInput
        id="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        required
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <SubmitButton busy={busy} busyLabel="Processing...">
        Save Password
      </SubmitButton>
    </FormGrid>
  );
}
