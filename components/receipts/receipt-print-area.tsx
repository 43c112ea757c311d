import type { ReactNode } from "react";

/**
 * What a printout of the page contains: only the receipt, on white, from the top of the sheet. The
 * site header, footer and banners are left out while printing (taking no room, so no blank pages
 * follow), without the layouts knowing about it: everything beside the page's main region goes.
 */
const PRINT_ONLY_RECEIPT = `@media print {
  body > :not(#main) { display: none !important; }
  body * { visibility: hidden; }
  .receipt-print-area, .receipt-print-area * { visibility: visible; }
  .receipt-print-area { position: absolute; inset: 0 0 auto 0; }
  .receipt-print-area > * { box-shadow: none; }
}`;

export function ReceiptPrintArea({ children }: { children: ReactNode }) {
  return (
    <div className="receipt-print-area">
      <style>{PRINT_ONLY_RECEIPT}</style>
      {children}
    </div>
  );
}
