"use client";

import { useRef, useState } from "react";
import type { z } from "zod";
import { messagesOfZodError, type ApiFailure, type ApiResponse, type ApiSuccess, type FieldMessages } from "@/lib/browser/call-api";
import { useFieldErrors } from "@/components/ui/use-field-errors";
import { toast } from "@/components/ui/use-toast";

type Checked<T> = { success: true; data: T } | { success: false; error: z.ZodError } | { success: false; fieldMessages: FieldMessages };

export type Submission<T> = {
  /**
   * What to send, already checked on the client: a zod safeParse result, `{ success: true, data }`,
   * or `{ success: false, fieldMessages }` from a check of the form's own.
   */
  checked: Checked<T>;
  send: (data: T) => Promise<ApiResponse>;
  /** The error toast when the server refuses without a message of its own; no toast when null. */
  failure: string | null;
  /** A refusal the form handles itself (a 401 that sends the user to log in): return true when handled. */
  onRefused?: (response: ApiFailure) => boolean | void;
  /** The field messages a refusal shows; the server's by default. */
  fieldsOf?: (response: ApiFailure) => FieldMessages;
  /** The success toast: the server's message, or this when it gives none; no toast when absent. */
  success?: string;
  onDone?: (response: ApiSuccess, data: T) => void | Promise<void>;
  /** Stay busy after success, while the page moves on (so a second click sends nothing), until `release`. */
  keepBusy?: boolean;
};

/**
 * A form's submit routine in one place: check on the client, show the field messages (focusing the
 * first, in `fieldOrder`), refuse a second submit while busy, send, then toast and show the server's
 * field messages on a refusal.
 */
export function useApiForm(fieldOrder: readonly string[]) {
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two clicks in one frame both see the first one's busy.
  const sending = useRef(false);
  const { errors, setErrors, showErrors } = useFieldErrors(fieldOrder);

  async function submit<T>(submission: Submission<T>): Promise<boolean> {
    if (sending.current) return false;
    const { checked } = submission;
    if (!checked.success) {
      showErrors("error" in checked ? messagesOfZodError(checked.error) : checked.fieldMessages);
      return false;
    }
    setErrors({});
    sending.current = true;
    setBusy(true);
    const response = await submission.send(checked.data);
    if (!response.ok || !submission.keepBusy) {
      sending.current = false;
      setBusy(false);
    }
    if (!response.ok) {
      if (submission.onRefused?.(response)) return false;
      const message = response.message || submission.failure;
      if (message && submission.failure !== null) toast.error(message);
      showErrors(submission.fieldsOf ? submission.fieldsOf(response) : response.fieldMessages);
      return false;
    }
    const message = response.message || submission.success;
    if (submission.success !== undefined && message) toast.success(message);
    await submission.onDone?.(response, checked.data);
    return true;
  }

  /** Ends a busy spell that `keepBusy` kept going (the delayed step after success has run). */
  function release() {
    sending.current = false;
    setBusy(false);
  }

  return { busy, errors, setErrors, showErrors, submit, release };
}
