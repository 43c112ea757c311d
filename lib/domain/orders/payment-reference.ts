import { randomBytes } from "node:crypto";

/** A unique Paystack-safe reference (letters, digits, '-'): readable prefix plus 96 random bits. */
export function newPaymentReference(kind: "ticket" | "plan"): string {
  return `SCX-${kind === "ticket" ? "T" : "P"}-${Date.now().toString(36).toUpperCase()}-${randomBytes(12).toString("hex").toUpperCase()}`;
}
