import { createHmac } from "node:crypto";

/** What the gate list carries for a check-in code: HMAC-SHA256 of `code:CODE` under the list key, base64url, 12 characters. */
export const codeKey = (listKey: string, code: string) =>
  createHmac("sha256", Buffer.from(listKey, "base64url")).update(`code:${code}`).digest("base64url").slice(0, 12);

/** What it carries for a phone: the same HMAC of `phone:` and the number's last ten digits, 8 characters. */
export const phoneKey = (listKey: string, phone: string) =>
  createHmac("sha256", Buffer.from(listKey, "base64url"))
    .update(`phone:${phone.replace(/\D/g, "").slice(-10)}`)
    .digest("base64url")
    .slice(0, 8);
