"use client";

import { usePathname } from "next/navigation";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/field";
import { FormGrid } from "@/components/ui/form-grid";
import { SubmitButton } from "@/components/ui/submit-button";
import { useApiForm } from "@/components/ui/use-api-form";
import { callApi } from "@/lib/browser/call-api";
import { resendTicketsSchema } from "@/lib/domain/validations/ticket";

const PUBLIC_ORDER_ID = /^\/orders\/([a-f\d]{32})\/?$/;

/**
 * Asks for the ticket links again by e-mail. The broken link's order id, read from the address,
 * goes along when it is one, so the buyer of that order gets its link even if they hold an account.
 */
export function ResendTicketsForm() {
  const orderId = PUBLIC_ORDER_ID.exec(usePathname())?.[1];
  const { busy, errors, submit } = useApiForm(["email"]);
  const [sentMessage, setSentMessage] = useState("");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentMessage("");
    void submit({
      checked: resendTicketsSchema.safeParse({ email: new FormData(event.currentTarget).get("email"), orderId }),
      send: (body) => callApi("/api/v1/orders/resend-tickets", { body }),
      failure: "We could not send the links. Please try again.",
      onDone: (done) => setSentMessage(done.message),
    });
  }

  return (
    <FormGrid onSubmit={onSubmit}>
      <TextField
        id="email"
        type="email"
        label="The e-mail address you bought with"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email}
      />
      <SubmitButton busy={busy} busyLabel="Sending...">
        Send my tickets again
      </SubmitButton>
      <p role="status" className="min-h-6 text-center font-medium text-green-800">
        {sentMessage}
      </p>
    </FormGrid>
  );
}
