"use client";

import { useState } from "react";
import { outlineButton } from "@/components/ui/button-styles";

/**
 * Copies a link and says so. Where the clipboard is unavailable (an insecure origin, an older
 * browser) or refused, the link is shown to copy by hand.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<"idle" | "copied" | "manual">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("manual");
    }
  }

  return (
    <>
      <button type="button" onClick={() => void copy()} className={outlineButton}>
        Copy link
      </button>
      <p role="status" className="order-last basis-full text-sm font-medium break-all text-green-800 empty:hidden">
        {state === "copied" ? "Link copied" : state === "manual" ? `Copy this link: ${url}` : ""}
      </p>
    </>
  );
}
