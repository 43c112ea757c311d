import { randomBytes } from "node:crypto";

/** Our reference for a refund or a transfer: a prefix and 96 random bits (letters, digits, '-'). */
export const newMoneyReference = (prefix: "rf" | "po") => `${prefix}-${Date.now().toString(36)}-${randomBytes(12).toString("hex")}`;
