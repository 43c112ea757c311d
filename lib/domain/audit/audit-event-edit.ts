import "server-only";
import { formatMoney } from "@/lib/platform/format";
import { auditEventAction } from "@/lib/domain/audit/audit-event-action";
import type { Principal } from "@/lib/domain/access/event-permission";
import type { UpdateEventInput } from "@/lib/domain/validations/event";

type EventEdit = { who: Principal; eventId: string; changes: UpdateEventInput; newImage: boolean; userAgent: string | null };

/**
 * Writes an event edit to the audit log: a change of the single ticket's price or quantity (the
 * existing client edits the event's one ticket type this way) under Prices, like any ticket-type
 * change, and every other field changed under Event.
 */
export async function auditEventEdit({ who, eventId, changes, newImage, userAgent }: EventEdit): Promise<void> {
  const changed = Object.keys(changes).filter((field) => changes[field as keyof UpdateEventInput] !== undefined);
  const prices: string[] = [];
  if (changes.ticketPrice !== undefined) prices.push(`price ${formatMoney(changes.ticketPrice)}`);
  if (changes.ticketQuantity !== undefined) prices.push(`quantity ${changes.ticketQuantity.toLocaleString("en-NG")}`);
  const details = [...changed.filter((field) => field !== "ticketPrice" && field !== "ticketQuantity"), ...(newImage ? ["image"] : [])];
  const base = { who, eventId, permission: "edit" as const, userAgent };
  if (prices.length) await auditEventAction({ ...base, action: "ticket_types", detail: `Set the ticket's ${prices.join(" and ")}` });
  if (details.length || !prices.length) {
    await auditEventAction({ ...base, action: "edit", detail: `Edited the event${details.length ? `: ${details.join(", ")}` : ""}` });
  }
}
