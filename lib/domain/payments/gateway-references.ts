// Our references at the gateway: for a charge, a refund and a transfer.
import { randomBytes } from "node:crypto";

/** A unique Paystack-safe reference (letters, digits, '-'): readable prefix plus 96 random bits. */
export function newPaymentReference(kind: "ticket" | "plan"): string {
  return `SCX-${kind === "ticket" ? "T" : "P"}-${Date.now().toString(36).toUpperCase()}-${randomBytes(12).toString("hex").toUpperCase()}`;
}

/** Our reference for a refund or a transfer: a prefix and 96 random bits (letters, digits, '-'). */
export const newMoneyReference = (prefix: "rf" | "po") => `${prefix}-${Date.now().toString(36)}-${randomBytes(12).toString("hex")}`;
