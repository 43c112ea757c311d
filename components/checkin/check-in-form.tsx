"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/components/auth/call-api";
import { SubmitButton } from "@/components/auth/submit-button";
import { inputClassName, labelClassName } from "@/components/form-field";
import { LOGIN_AGAIN, sessionEnded } from "@/components/profile/session-ended";
import { toast } from "@/components/toast/use-toast";

const CODE_ID = "check-in-code";

/**
 * SPEC 2.17: submits an attendee's code. SPEC 5 says an empty code is not blocked here; the
 * server answers 422. The original showed nothing on success, so the door staff could not tell
 * whom they had let in: the server's message goes to a toast and stays in the status line.
 */
export function CheckInForm({ eventId }: { eventId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const checkInCode = String(new FormData(form).get("checkInCode") ?? "").trim();
    setBusy(true);
    setResult("");
    const answer = await callApi(`/api/v1/check-in/${eventId}`, { method: "POST", body: { checkInCode } });
    setBusy(false);
    if (!answer.ok) {
      if (sessionEnded(answer)) return router.push(LOGIN_AGAIN);
      toast.error(answer.message || "We could not check this attendee in. Please try again.");
      return;
    }
    const message = answer.message || "Attendee checked in";
    setResult(message);
    toast.success(message);
    form.reset();
    // Ready for the next person in the queue.
    form.querySelector<HTMLInputElement>(`#${CODE_ID}`)?.focus();
    // The attendee counts and the list's "Checked in" column come from the server.
    router.refresh();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2">
      <label htmlFor={CODE_ID} className={labelClassName}>
        Enter attendee code to check in
      </label>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <input
          id={CODE_ID}
          name="checkInCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className={`${inputClassName} font-mono uppercase tracking-wider`}
        />
        <SubmitButton busy={busy} busyLabel="Loading...">
          Check in
        </SubmitButton>
      </div>
      <p role="status" className="min-h-6 font-medium text-green-800">
        {result}
      </p>
    </form>
  );
}
