"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type FormEvent } from "react";
import { outlineButton } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { inputClassName, labelClassName } from "@/components/ui/field";
import { CheckInResult } from "@/components/checkin/check-in-result";
import { useCheckIn } from "@/components/checkin/use-check-in";
import { FormGrid } from "@/components/ui/form-grid";
import { parseTicketPayload } from "@/lib/domain/gate/ticket-payload";

const QrScanner = dynamic(() => import("@/components/checkin/qr-scanner").then((module) => module.QrScanner), { ssr: false });

const CODE_ID = "check-in-code";
/** The same ticket held in front of the camera is sent once, not five times a second. */
const SAME_CODE_PAUSE_MS = 5000;
/** What an older ticket's QR code holds: its bare check-in code (see lib/domain/orders/issue-tickets.ts). */
const CHECK_IN_CODE = /^[A-Za-z0-9]{4,32}$/;

/** At a loud door the phone's buzz says the outcome: one short pulse to let in, three to stop. */
function buzz(ok: boolean) {
  navigator.vibrate?.(ok ? 120 : [120, 80, 120, 80, 120]);
}

/**
 * SPEC 2.17: the attendee's code, typed or read from the ticket's QR code by the camera. SPEC 5
 * says an empty typed code is not blocked here; the server answers 422. The original showed nothing
 * on success, so the door staff could not tell whom they had let in: the server's message (name
 * and seat) goes to a toast and stays in the result panel. On a phone the camera and the result
 * come first, so both stay in view while tickets are held up; the typed code follows.
 */
export function CheckInForm({ eventId }: { eventId: string }) {
  const { busy, outcome, checkIn, refuse } = useCheckIn(eventId);
  const [scanning, setScanning] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastScan = useRef({ text: "", at: 0 });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await checkIn(String(new FormData(form).get("checkInCode") ?? ""));
    if (result?.ok) form.reset();
    // Ready for the next person in the queue.
    inputRef.current?.focus();
  }

  function onScan(text: string) {
    const now = Date.now();
    if (text === lastScan.current.text && now - lastScan.current.at < SAME_CODE_PAUSE_MS) return;
    if (busy) return;
    lastScan.current = { text, at: now };
    if (!CHECK_IN_CODE.test(text.trim()) && !parseTicketPayload(text)) {
      buzz(false);
      return refuse("That QR code is not a Scheditix ticket.");
    }
    void checkIn(text).then((result) => result && buzz(result.ok));
  }

  return (
    <div className="grid gap-3">
      {scanning ? <QrScanner onCode={onScan} onUnavailable={() => inputRef.current?.focus()} /> : null}

      <CheckInResult outcome={outcome} />

      <FormGrid onSubmit={onSubmit} className="gap-2">
        <label htmlFor={CODE_ID} className={labelClassName}>
          Enter attendee code to check in
        </label>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
          <input
            ref={inputRef}
            id={CODE_ID}
            name="checkInCode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            className={`${inputClassName} font-mono uppercase tracking-wider`}
          />
          <SubmitButton busy={busy} busyLabel="Loading...">
            Check in
          </SubmitButton>
          <button
            type="button"
            aria-expanded={scanning}
            onClick={() => setScanning(!scanning)}
            className={`${outlineButton} col-span-2 sm:col-span-1`}
          >
            {scanning ? "Stop scanning" : "Scan QR code"}
          </button>
        </div>
      </FormGrid>
    </div>
  );
}
