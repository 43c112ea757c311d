"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { z } from "zod";
import { callApi } from "@/lib/browser/call-api";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { LOGIN_AGAIN, sessionEnded } from "@/components/profile/session-ended";
import { toast } from "@/components/ui/use-toast";

/** Who holds the ticket, as `POST /api/v1/check-in/{id}` answers beside a repeated scan. */
const holderSchema = z.object({
  fullName: z.string(),
  ticketTypeName: z.string(),
  tableNumber: z.number().nullable(),
  seatNumber: z.number().nullable(),
  checkedInAt: z.string().nullable(),
});

export type TicketHolder = z.infer<typeof holderSchema>;

/** Let in; shown again (with who holds it and when they came in); or refused for another reason. */
export type CheckInOutcome =
  | { kind: "admitted"; ok: true; message: string }
  | { kind: "repeat"; ok: false; message: string; holder: TicketHolder | null }
  | { kind: "refused"; ok: false; message: string };

function outcomeOf(response: Awaited<ReturnType<typeof callApi>>): CheckInOutcome {
  if (response.ok) return { kind: "admitted", ok: true, message: response.message || "Attendee checked in" };
  const message = response.message || "We could not check this attendee in. Please try again.";
  if (response.status === 409 && message.startsWith("Already checked in")) {
    const parsed = holderSchema.safeParse(response.data);
    if (!parsed.success) return { kind: "repeat", ok: false, message, holder: null };
    const holder = parsed.data;
    const admitted = holder.checkedInAt ? `admitted ${formatLagosMoment(new Date(holder.checkedInAt))}` : "admitted earlier";
    return { kind: "repeat", ok: false, message: `Already checked in: ${holder.fullName} · ${holder.ticketTypeName} · ${admitted}`, holder };
  }
  return { kind: "refused", ok: false, message };
}

/**
 * Sends one check-in code at a time to `POST /api/v1/check-in/{id}`. The server's response (the
 * attendee's name and seat, who already came in on that ticket, or why not) goes to a toast and
 * stays as `outcome` for the result panel.
 */
export function useCheckIn(eventId: string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const sending = useRef(false);

  async function checkIn(rawCode: string): Promise<CheckInOutcome | null> {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    setOutcome(null);
    const response = await callApi(`/api/v1/check-in/${eventId}`, { method: "POST", body: { checkInCode: rawCode.trim() } });
    sending.current = false;
    setBusy(false);
    if (!response.ok && sessionEnded(response)) {
      router.push(LOGIN_AGAIN);
      return null;
    }
    const result = outcomeOf(response);
    setOutcome(result);
    if (result.ok) {
      toast.success(result.message);
      // The attendee counts and the list's "Checked in" column come from the server.
      router.refresh();
    } else {
      toast.error(result.message);
    }
    return result;
  }

  /** Reports a problem found before anything was sent (such as a QR code that is not a ticket). */
  function refuse(message: string) {
    setOutcome({ kind: "refused", ok: false, message });
    toast.error(message);
  }

  return { busy, outcome, checkIn, refuse };
}
