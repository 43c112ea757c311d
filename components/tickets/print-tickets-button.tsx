"use client";

import { outlineButton } from "@/components/ui/button-styles";

/** Opens the browser's print dialog; the page's print styles keep only the tickets. */
export function PrintTicketsButton({ label = "Print tickets" }: { label?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${outlineButton} print:hidden`}>
      {label}
    </button>
  );
}
