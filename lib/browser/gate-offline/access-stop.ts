import type { AccessStop } from "@/lib/browser/gate-offline/gate-db";
import { formatLagosMoment } from "@/lib/platform/time/lagos";

/**
 * Why the scanner must admit no one, or null while it may: the server refused it (remembered on
 * the device), or a check-in link's lifetime is over by the device's own clock, which an offline
 * gate can tell before the server says so.
 */
export function accessStop(stored: AccessStop | null, linkExpiresAt: string | null, now = Date.now()): AccessStop | null {
  if (stored) return stored;
  if (linkExpiresAt && now >= Date.parse(linkExpiresAt))
    return { message: `It expired on ${formatLagosMoment(new Date(linkExpiresAt))}.`, at: linkExpiresAt };
  return null;
}
