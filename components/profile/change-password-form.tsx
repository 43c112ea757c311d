"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { SubmitButton } from "@/components/ui/submit-button";
import { PasswordInput } from "@/components/ui/password-field";
import { LOGIN_AGAIN, sessionEnded } from "@/components/profile/session-ended";
import { leaveSession } from "@/components/session/leave-session";
import { changePasswordSchema } from "@/lib/domain/validations/auth";
import { useApiForm } from "@/components/ui/use-api-form";
import { FormGrid } from "@/components/ui/form-grid";

const FIELD_ORDER = ["oldPassword", "newPassword", "confirmPassword"] as const;

/** SPEC 2.17: a new password signs every session out (DESIGN 5), this one included, so the user logs in again. */
export function ChangePasswordForm() {
  const router = useRouter();
  const { busy, errors, submit } = useApiForm(FIELD_ORDER);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({
      checked: changePasswordSchema.safeParse({
        oldPassword: form.get("oldPassword"),
        newPassword: form.get("newPassword"),
        confirmPassword: form.get("confirmPassword"),
      }),
      send: (body) => callApi("/api/v1/change-password", { body }),
      failure: "We could not change your password. Please try again.",
      onRefused: (response) => sessionEnded(response) && (router.push(LOGIN_AGAIN), true),
      // A 401 here is the current password being wrong.
      fieldsOf: (response) => (response.status === 401 ? { oldPassword: response.message } : response.fieldMessages),
      success: "Password changed. Please log in again.",
      keepBusy: true,
      onDone: async () => {
        // The server has already ended the session; this clears the browser's cookie.
        await leaveSession(router, "/login");
      },
    });
  }

  return (
    <FormGrid onSubmit={onSubmit}>
      <PasswordInput id="oldPassword" label="Old password" autoComplete="current-password" required error={errors.oldPassword} />
      <PasswordInput id="newPassword" label="New password" autoComplete="new-password" required error={errors.newPassword} />
      <PasswordInput id="confirmPassword" label="Confirm new password" autoComplete="new-password" required error={errors.confirmPassword} />
      <SubmitButton busy={busy} busyLabel="Changing...">
        Change password
      </SubmitButton>
    </FormGrid>
  );
}
