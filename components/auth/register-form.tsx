"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTimeout } from "@/components/auth/use-timeout";
import { VerificationNotice } from "@/components/auth/verification-notice";
import { TextField } from "@/components/ui/field";
import { PhoneField } from "@/components/ui/phone-field";
import { EmailField } from "@/components/auth/email-field";
import { PasswordInput } from "@/components/ui/password-field";
import { toast } from "@/components/ui/use-toast";
import { checkRegistration, type RegisterForm as RegisterFields } from "@/lib/domain/validations/auth-form-checks";
import { useApiForm } from "@/components/ui/use-api-form";
import { FormGrid } from "@/components/ui/form-grid";
import { CentredLink } from "@/components/auth/centred-link";

/** SPEC 9: the brief opens 5 s after a successful sign-up. */
const REDIRECT_DELAY_MS = 5000;

const FIELDS = ["fullname", "email", "phoneNo", "password", "confirmPassword"] as const;

export function RegisterForm() {
  const router = useRouter();
  const later = useTimeout();
  const { busy, errors, submit, release } = useApiForm(FIELDS);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Started from a purchase (or another page): the verification link leads back there after login.
    const callbackUrl = new URLSearchParams(window.location.search).get("callbackUrl") ?? undefined;
    const fields = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as RegisterFields;
    const checked = checkRegistration(fields);
    const values = { ...fields, ...(callbackUrl ? { callbackUrl } : {}) };
    void submit({
      checked: checked.success ? { success: true, data: values } : checked,
      send: (body) => callApi("/api/v1/register/user", { body }),
      failure: "Sign up failed. Please try again.",
      fieldsOf: (response) => ({ ...(response.status === 409 && response.message ? { email: response.message } : {}), ...response.fieldMessages }),
      keepBusy: true,
      onDone: (response) => {
        setRegisteredEmail(values.email.trim().toLowerCase());
        later(() => {
          toast.success(response.message || "Account created. Check your email to verify it.");
          release();
          router.push("/brief");
        }, REDIRECT_DELAY_MS);
      },
    });
  }

  if (registeredEmail) return <VerificationNotice email={registeredEmail} />;

  return (
    <FormGrid onSubmit={onSubmit}>
      <TextField id="fullname" label="Full name" placeholder="enter your full name" autoComplete="name" required error={errors.fullname} />
      <EmailField error={errors.email} />
      <PhoneField id="phoneNo" label="Phone number" required error={errors.phoneNo} />
      <PasswordInput
        id="password"
        label="Password"
        placeholder="at least 8 characters"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <PasswordInput
        id="confirmPassword"
        label="Confirm password"
        placeholder="enter your password again"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <SubmitButton busy={busy} busyLabel="Loading....">
        Sign Up
      </SubmitButton>
      <CentredLink href="/login">Already have an account? sign In</CentredLink>
    </FormGrid>
  );
}
