"use client";

import { outlineButton } from "@/components/ui/button-styles";

/** Opens the browser's print dialog; the receipt's print styles keep only the receipt. */
export function PrintReceiptButton() {
  return (
    <button type="button" onClick={() => window.print()} className={`${outlineButton} print:hidden`}>
      Print receipt
    </button>
  );
}
