import type { ReactNode } from "react";

/**
 * What a printout of the page contains: only the receipt, on white, from the top of the sheet. The
 * site header, footer and banners are hidden while printing, without the layouts knowing about it.
 */
const PRINT_ONLY_RECEIPT = `@media print {
  body * { visibility: hidden; }
  .receipt-print-area, .receipt-print-area * { visibility: visible; }
  .receipt-print-area { position: absolute; inset: 0 0 auto 0; box-shadow: none; border: 0; }
}`;

export function ReceiptPrintArea({ children }: { children: ReactNode }) {
  return (
    <div className="receipt-print-area">
      <style>{PRINT_ONLY_RECEIPT}</style>
      {children}
    </div>
  );
}
