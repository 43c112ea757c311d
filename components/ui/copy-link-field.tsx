"use client";

import { useRef, useState } from "react";
import { primaryButton } from "@/components/ui/button-styles";
import { inputClassName, labelClassName } from "@/components/ui/field";

const MESSAGES = { idle: "", copied: "Link copied", manual: "Press Ctrl+C to copy" } as const;

/**
 * A link ready to share, with a copy button. Where the clipboard is unavailable (an insecure
 * origin, an older browser) or refused, the link is selected so it can be copied by hand.
 */
export function CopyLinkField({ id, label, url }: { id: string; label: string; url: string }) {
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
    <div className="grid gap-2 text-left">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClassName} bg-zinc-50`}
        />
        <button type="button" onClick={() => void copy()} className={primaryButton}>
          Copy link
        </button>
      </div>
      <p role="status" className={`min-h-6 text-sm font-medium ${state === "copied" ? "text-green-800" : "text-ink"}`}>
        {MESSAGES[state]}
      </p>
    </div>
  );
}
