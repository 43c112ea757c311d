"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, messagesOfZodError } from "@/lib/client/call-api";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/field";
import { LOGIN_AGAIN } from "@/components/profile/session-ended";
import { refreshSession } from "@/components/session/use-session";
import { toast } from "@/components/toast/use-toast";
import { updateProfileSchema } from "@/lib/validations/auth";
import { useFieldErrors } from "@/components/ui/use-field-errors";

const FIELD_ORDER = ["fullname", "phoneNo"] as const;

/** The number as typed after the fixed +234 prefix. */
const localNumber = (phone: string) => phone.replace(/^\+?234/, "");

type ProfileFormProps = { fullname: string; email: string; phoneNo: string };

/** SPEC 2.17: name and phone can be changed; the e-mail is the login and is shown read-only. */
export function ProfileForm({ fullname, email, phoneNo }: ProfileFormProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const phone = String(form.get("phoneNo") ?? "").trim();
    // An account without a phone number can still change its name; a number once given must stay valid.
    const parsed = updateProfileSchema.safeParse({ fullname: form.get("fullname"), phoneNo: phone || phoneNo ? phone : undefined });
    if (!parsed.success) return showErrors(messagesOfZodError(parsed.error));
    setErrors({});
    setBusy(true);
    const answer = await callApi("/api/v1/profile", { method: "PATCH", body: parsed.data });
    setBusy(false);
    if (!answer.ok) {
      if (answer.status === 401) return router.push(LOGIN_AGAIN);
      toast.error(answer.message || "We could not update your profile. Please try again.");
      return showErrors(answer.fieldMessages);
    }
    toast.success(answer.message || "Profile updated successfully");
    // The greeting and the initial in the frame come from the server and the session.
    router.refresh();
    refreshSession();
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField id="fullname" name="fullname" label="Full name" defaultValue={fullname} autoComplete="name" required error={errors.fullname} />
      <div>
        <TextField
          id="email"
          name="email"
          type="email"
          label="Email"
          value={email}
          readOnly
          aria-describedby="email-hint"
          className="bg-zinc-100"
        />
        <p id="email-hint" className="mt-1 text-sm text-muted">
          Your email is your login and cannot be changed here.
        </p>
      </div>
      <TextField
        id="phoneNo"
        name="phoneNo"
        type="tel"
        label="Phone number"
        addon="+234"
        defaultValue={localNumber(phoneNo)}
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="8031234567"
        required={Boolean(phoneNo)}
        error={errors.phoneNo}
      />
      <SubmitButton busy={busy} busyLabel="Saving...">
        Update Profile
      </SubmitButton>
    </form>
  );
}
