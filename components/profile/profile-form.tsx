"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/field";
import { LOGIN_AGAIN } from "@/components/profile/session-ended";
import { refreshSession } from "@/components/session/use-session";
import { updateProfileSchema } from "@/lib/domain/validations/auth";
import { useApiForm } from "@/components/ui/use-api-form";
import { PhoneField, localNumber } from "@/components/ui/phone-field";
import { FormGrid } from "@/components/ui/form-grid";

const FIELD_ORDER = ["fullname", "phoneNo"] as const;

type ProfileFormProps = { fullname: string; email: string; phoneNo: string };

/** SPEC 2.17: name and phone can be changed; the e-mail is the login and is shown read-only. */
export function ProfileForm({ fullname, email, phoneNo }: ProfileFormProps) {
  const router = useRouter();
  const { busy, errors, submit } = useApiForm(FIELD_ORDER);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const phone = String(form.get("phoneNo") ?? "").trim();
    void submit({
      // An account without a phone number can still change its name; a number once given must stay valid.
      checked: updateProfileSchema.safeParse({ fullname: form.get("fullname"), phoneNo: phone || phoneNo ? phone : undefined }),
      send: (body) => callApi("/api/v1/profile", { method: "PATCH", body }),
      failure: "We could not update your profile. Please try again.",
      onRefused: (response) => response.status === 401 && (router.push(LOGIN_AGAIN), true),
      success: "Profile updated successfully",
      onDone: () => {
        // The greeting and the initial in the frame come from the server and the session.
        router.refresh();
        refreshSession();
      },
    });
  }

  return (
    <FormGrid onSubmit={onSubmit}>
      <TextField id="fullname" label="Full name" defaultValue={fullname} autoComplete="name" required error={errors.fullname} />
      <div>
        <TextField id="email" type="email" label="Email" value={email} readOnly aria-describedby="email-hint" className="bg-zinc-100" />
        <p id="email-hint" className="mt-1 text-sm text-muted">
          Your email is your login and cannot be changed here.
        </p>
      </div>
      <PhoneField id="phoneNo" label="Phone number" defaultValue={localNumber(phoneNo)} required={Boolean(phoneNo)} error={errors.phoneNo} />
      <SubmitButton busy={busy} busyLabel="Saving...">
        Update Profile
      </SubmitButton>
    </FormGrid>
  );
}
