import type { ProviderReport } from "@/lib/domain/messages/sender/provider-reports";

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;

/**
 * Termii's delivery report: `message_id` and a `status` such as "Delivered", "Message Failed",
 * "Rejected", "Expired" or "DND Active on Phone Number". Statuses on the way ("Sent", "Received")
 * are no report.
 */
export function termiiReports(payload: unknown): ProviderReport[] {
  if (!isObject(payload)) return [];
  const id = payload.message_id ?? payload.id;
  const status = typeof payload.status === "string" ? payload.status : "";
  if ((typeof id !== "string" && typeof id !== "number") || !status) return [];
  if (/^delivered$/i.test(status.trim())) return [{ providerId: String(id), outcome: "delivered" }];
  if (/fail|reject|expire|dnd|undeliver/i.test(status)) return [{ providerId: String(id), outcome: "failed", reason: `Termii: ${status}` }];
  return [];
}

/**
 * The statuses of a WhatsApp webhook (entry[].changes[].value.statuses[]): "delivered" and "read"
 * mean delivered; "failed" carries the reason in errors[]; "sent" is no report.
 */
export function whatsappReports(payload: unknown): ProviderReport[] {
  if (!isObject(payload) || !Array.isArray(payload.entry)) return [];
  const reports: ProviderReport[] = [];
  for (const entry of payload.entry) {
    if (!isObject(entry) || !Array.isArray(entry.changes)) continue;
    for (const change of entry.changes) {
      const statuses = isObject(change) && isObject(change.value) && Array.isArray(change.value.statuses) ? change.value.statuses : [];
      for (const status of statuses) {
        if (!isObject(status) || typeof status.id !== "string") continue;
        if (status.status === "delivered" || status.status === "read") reports.push({ providerId: status.id, outcome: "delivered" });
        if (status.status === "failed") {
          const error = Array.isArray(status.errors) && isObject(status.errors[0]) ? status.errors[0] : {};
          const reason = [error.code, error.title ?? error.message].filter(Boolean).join(" ");
          reports.push({ providerId: status.id, outcome: "failed", reason: `WhatsApp: ${reason || "failed"}` });
        }
      }
    }
  }
  return reports;
}
