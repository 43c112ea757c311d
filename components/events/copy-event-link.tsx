"use client";

import { useRef, useState } from "react";
import { primaryButton } from "@/components/ui/button-styles";
import { inputClassName, labelClassName } from "@/components/ui/field";

const INPUT_ID = "event-link";

const MESSAGES = { idle: "", copied: "Link copied", manual: "Press Ctrl+C to copy" } as const;

/**
 * The event's public link, ready to share. Where the clipboard is unavailable (an insecure origin,
 * an older browser) or refused, the link is selected so the organiser can copy it by hand.
 */
export function CopyEventLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<keyof typeof MESSAGES>("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      input.current?.focus();
      input.current?.select();
      setState("manual");
    }
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={INPUT_ID} className={labelClassName}>
        Event link
      </label>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <input
          ref={input}
          id={INPUT_ID}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClassName} bg-zinc-50`}
        />
        <button type="button" onClick={copy} className={primaryButton}>
          Copy link
        </button>
      </div>
      <p role="status" className={`min-h-6 text-sm font-medium ${state === "copied" ? "text-green-800" : "text-ink"}`}>
        {MESSAGES[state]}
      </p>
    </div>
  );
}
