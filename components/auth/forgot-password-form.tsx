"use client";

import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { useApiForm } from "@/components/ui/use-api-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTimeout } from "@/components/auth/use-timeout";
import { EmailField } from "@/components/auth/email-field";
import { Dialog } from "@/components/ui/dialog";
import { emailOnlySchema } from "@/lib/domain/validations/auth";
import { FormGrid } from "@/components/ui/form-grid";
import { CentredLink } from "@/components/auth/centred-link";

/** SPEC 9: the confirmation appears 3 s after sending and closes itself after 10 s. */
const MODAL_DELAY_MS = 3000;
const MODAL_OPEN_MS = 10_000;

export function ForgotPasswordForm() {
  const later = useTimeout();
  const { busy, errors, submit, release } = useApiForm(["email"]);
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({
      checked: emailOnlySchema.safeParse({ email: new FormData(event.currentTarget).get("email") }),
      send: (body) => callApi("/api/v1/forgot-password/user", { body }),
      failure: "Could not send the reset link. Please try again.",
      keepBusy: true,
      onDone: () =>
        later(() => {
          release();
          setSent(true);
          later(() => setSent(false), MODAL_OPEN_MS);
        }, MODAL_DELAY_MS),
    });
  }

  return (
    <>
      <FormGrid onSubmit={onSubmit}>
        <EmailField error={errors.email} />
        <SubmitButton busy={busy} busyLabel="Loading...">
          Continue
        </SubmitButton>
        <CentredLink href="/login">Back to login</CentredLink>
      </FormGrid>
      <Dialog open={sent} title="Reset Password link have been sent to your email" onClose={() => setSent(false)}>
        <p>If an account uses that email, open the link in it to choose a new password. Can&apos;t see it? Check spam or promotions.</p>
      </Dialog>
    </>
  );
}
