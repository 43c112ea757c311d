"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { optOutWithForm, type OptOutState } from "@/lib/domain/messages/actions/opt-out-action";

/** Stops an organiser's messages to the link's addresses; works before (or without) JavaScript. */
export function OptOutForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState<OptOutState, FormData>(optOutWithForm, { status: "idle" });
  if (state.status === "done") return <p role="status">{state.message}</p>;
  return (
    <form action={formAction} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      {state.status === "failed" ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
          {state.message}
        </p>
      ) : null}
      <SubmitButton busy={pending} busyLabel="Stopping..." worksWithoutScript>
        Stop these messages
      </SubmitButton>
    </form>
  );
}
