"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { callApi } from "@/lib/client/call-api";
import { outlineButton } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTimeout } from "@/components/auth/use-timeout";
import { PasswordInput } from "@/components/ui/password-field";
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from "@/lib/validations/auth";
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

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const later = useTimeout();
  const errorBox = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  function showError(message: string) {
    setError(message);
    window.scrollTo({ top: 0, behavior: "smooth" });
    requestAnimationFrame(() => errorBox.current?.focus({ preventScroll: true }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || done) return;
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    const confirmPassword = String(form.get("confirmPassword") ?? "");
    const problem = problemWith(token, newPassword, confirmPassword);
    if (problem) {
      showError(problem);
      return;
    }
    setError(null);
    setBusy(true);

    const answer = await callApi(`/api/v1/reset-password/user/${encodeURIComponent(token)}`, {
      body: { newPassword, confirmPassword },
    });
    setBusy(false);
    if (answer.ok) {
      setDone(true);
      later(() => router.replace("/login"), SUCCESS_REDIRECT_MS);
      return;
    }
    if (answer.status === 0) {
      showError("An unespected error occured .");
      return;
    }
    const fieldMessage = answer.fieldMessages.newPassword ?? answer.fieldMessages.confirmPassword;
    const message = fieldMessage ?? (answer.message || "Failed to reset password .");
    showError(message);
    if (/expired|invalid/i.test(message)) later(() => router.replace("/forget-password"), DEAD_LINK_REDIRECT_MS);
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
        ref={errorBox}
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
