"use client";

import { useState } from "react";
import type { FieldMessages } from "@/lib/browser/call-api";
import { focusFirstError } from "@/lib/browser/focus-first-error";

/**
 * A form's messages per field. `showErrors` shows them and moves focus to the first field (in
 * `fieldOrder`) that has one; `setErrors` changes them without moving focus (clearing, one field).
 */
export function useFieldErrors(fieldOrder: readonly string[]) {
  const [errors, setErrors] = useState<FieldMessages>({});
  function showErrors(messages: FieldMessages) {
    setErrors(messages);
    focusFirstError(fieldOrder, messages);
  }
  return { errors, setErrors, showErrors };
}
