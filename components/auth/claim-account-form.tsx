"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { primaryButton } from "@/components/ui/button-styles";
import { TextField } from "@/components/ui/field";
import { FormGrid } from "@/components/ui/form-grid";
import { PasswordInput } from "@/components/ui/password-field";
import { PhoneField } from "@/components/ui/phone-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useApiForm } from "@/components/ui/use-api-form";
import { claimAccountSchema } from "@/lib/domain/validations/auth";

const FIELDS = ["fullname", "phoneNo", "password", "confirmPassword"] as const;

/** The claim link's form: the mailbox holder chooses the account's password, name and phone. */
export function ClaimAccountForm({ token }: { token: string }) {
  const { busy, errors, submit } = useApiForm(FIELDS);
  const [done, setDone] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")]));
    void submit({
      checked: claimAccountSchema.safeParse(fields),
      send: (body) => callApi(`/api/v1/claim-account/${encodeURIComponent(token)}`, { body }),
      failure: "We could not set up your account. Please try again.",
      onDone: (response) => setDone(response.message || "Your account is ready."),
    });
  }

  if (done) {
    return (
      <div className="grid gap-4 text-center">
        <p role="status" className="text-lg font-medium text-green-800">
          {done}
        </p>
        <Link href="/login" className={`${primaryButton} w-full`}>
          Log in
        </Link>
      </div>
    );
  }

  return (
    <FormGrid onSubmit={onSubmit}>
      <TextField id="fullname" label="Full name" autoComplete="name" required error={errors.fullname} />
      <PhoneField id="phoneNo" label="Phone number" required error={errors.phoneNo} />
      <PasswordInput
        id="password"
        label="Password"
        placeholder="at least 8 characters"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <PasswordInput id="confirmPassword" label="Confirm password" autoComplete="new-password" required error={errors.confirmPassword} />
      <SubmitButton busy={busy} busyLabel="Saving...">
        Set up my account
      </SubmitButton>
    </FormGrid>
  );
}
