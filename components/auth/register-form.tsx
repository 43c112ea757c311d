"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, messagesOfZodError } from "@/lib/client/call-api";
import { textLink } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTimeout } from "@/components/auth/use-timeout";
import { VerificationNotice } from "@/components/auth/verification-notice";
import { TextField } from "@/components/ui/field";
import { EmailField } from "@/components/auth/email-field";
import { PasswordInput } from "@/components/ui/password-field";
import { toast } from "@/components/toast/use-toast";
import { registerSchema } from "@/lib/validations/auth";
import { useFieldErrors } from "@/components/ui/use-field-errors";

/** SPEC 9: the brief opens 5 s after a successful sign-up. */
const REDIRECT_DELAY_MS = 5000;

const FIELDS = ["fullname", "email", "phoneNo", "password", "confirmPassword"] as const;

export function RegisterForm() {
  const router = useRouter();
  const later = useTimeout();
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, showErrors } = useFieldErrors(FIELDS);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")]));
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(messagesOfZodError(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);

    const answer = await callApi("/api/v1/register/user", { body: values });
    if (!answer.ok) {
      toast.error(answer.message || "Sign up failed. Please try again.");
      const duplicate = answer.status === 409 && answer.message ? { email: answer.message } : {};
      showErrors({ ...duplicate, ...answer.fieldMessages });
      setBusy(false);
      return;
    }

    setRegisteredEmail(parsed.data.email);
    later(() => {
      toast.success(answer.message || "Account created. Check your email to verify it.");
      setBusy(false);
      router.push("/brief");
    }, REDIRECT_DELAY_MS);
  }

  if (registeredEmail) return <VerificationNotice email={registeredEmail} />;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        id="fullname"
        name="fullname"
        label="Full name"
        placeholder="enter your full name"
        autoComplete="name"
        required
        error={errors.fullname}
      />
      <EmailField error={errors.email} />
      <TextField
        id="phoneNo"
        name="phoneNo"
        type="tel"
        inputMode="numeric"
        label="Phone number"
        placeholder="8031234567"
        autoComplete="tel-national"
        addon={
          <>
            <span className="sr-only">Country code </span>+234
          </>
        }
        required
        error={errors.phoneNo}
      />
      <PasswordInput
        id="password"
        name="password"
        label="Password"
        placeholder="at least 8 characters"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <PasswordInput
        id="confirmPassword"
        name="confirmPassword"
        label="Confirm password"
        placeholder="enter your password again"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <SubmitButton busy={busy} busyLabel="Loading....">
        Sign Up
      </SubmitButton>
      <p className="text-center">
        <Link href="/login" className={textLink}>
          Already have an account? sign In
        </Link>
      </p>
    </form>
  );
}
