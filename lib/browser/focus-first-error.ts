import type { FieldMessages } from "@/lib/browser/call-api";

/** Moves focus to the first field (in form order) that has a message, once React has rendered it. */
export function focusFirstError(fieldOrder: readonly string[], messages: FieldMessages) {
  const first = fieldOrder.find((field) => messages[field]);
  if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
}
