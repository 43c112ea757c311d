"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

const QrScanner = dynamic(() => import("@/components/checkin/qr-scanner").then((module) => module.QrScanner), { ssr: false });

/** The same ticket held in front of the camera counts once, not five times a second. */
const SAME_CODE_PAUSE_MS = 5000;

/** At a loud gate the phone's buzz says the outcome: one short pulse to let in, three to stop. */
function buzz(admit: boolean) {
  navigator.vibrate?.(admit ? 120 : [120, 80, 120, 80, 120]);
}

/** The camera (jsQR) and a code box; both hand the text to `onScan`, which decides on the device. */
export function ScanEntry({ onScan, disabled }: { onScan: (text: string) => Promise<{ admit: boolean } | null>; disabled: boolean }) {
  const [camera, setCamera] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastScan = useRef({ text: "", at: 0 });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get("code") ?? "").trim();
    if (!text) return;
    const result = await onScan(text);
    if (result) form.reset();
    inputRef.current?.focus();
  }

  function onCamera(text: string) {
    const now = Date.now();
    if (text === lastScan.current.text && now - lastScan.current.at < SAME_CODE_PAUSE_MS) return;
    lastScan.current = { text, at: now };
    void onScan(text).then((result) => result && buzz(result.admit));
  }

  return (
    <div className="grid gap-3">
      {camera ? <QrScanner onCode={onCamera} onUnavailable={() => undefined} /> : null}
      <Button variant="outline" className="w-fit" onClick={() => setCamera((on) => !on)}>
        {camera ? "Stop camera" : "Scan with camera"}
      </Button>
      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField ref={inputRef} id="code" label="Ticket code" autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
        </div>
        <Button type="submit" aria-disabled={disabled || undefined}>
          Check
        </Button>
      </form>
    </div>
  );
}
