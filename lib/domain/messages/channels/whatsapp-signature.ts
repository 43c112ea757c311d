import { createHmac } from "node:crypto";
import { sameSecret } from "@/lib/platform/same-secret";

/** Whether `header` (X-Hub-Signature-256: "sha256=<hex>") is the HMAC-SHA256 of the raw body under the app secret. */
export function isWhatsappSignature(rawBody: string, header: string | null, appSecret: string | undefined): boolean {
  if (!appSecret || !header?.startsWith("sha256=")) return false;
  return sameSecret(Buffer.from(header.slice("sha256=".length), "hex"), createHmac("sha256", appSecret).update(rawBody, "utf8").digest());
}
