"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { callApi } from "@/lib/client/call-api";
import { LOGIN_AGAIN, sessionEnded } from "@/components/profile/session-ended";
import { toast } from "@/components/toast/use-toast";

export type CheckInOutcome = { ok: boolean; message: string };

/**
 * Sends one check-in code at a time to `POST /api/v1/check-in/{id}`. The server's answer (the
 * attendee's name and seat, or why not) goes to a toast and stays as `outcome` for the status line.
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
    const answer = await callApi(`/api/v1/check-in/${eventId}`, { method: "POST", body: { checkInCode: rawCode.trim() } });
    sending.current = false;
    setBusy(false);
    if (!answer.ok && sessionEnded(answer)) {
      router.push(LOGIN_AGAIN);
      return null;
    }
    const result = answer.ok
      ? { ok: true, message: answer.message || "Attendee checked in" }
      : { ok: false, message: answer.message || "We could not check this attendee in. Please try again." };
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
    setOutcome({ ok: false, message });
    toast.error(message);
  }

  return { busy, outcome, checkIn, refuse };
}
