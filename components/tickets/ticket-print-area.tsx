import type { ReactNode } from "react";

/**
 * What a printout of the page contains: only these tickets. Everything else (site header, footer,
 * dashboard frame) is hidden while printing, without the layouts having to know about it.
 */
const PRINT_ONLY_TICKETS = `@media print {
  body * { visibility: hidden; }
  .ticket-print-area, .ticket-print-area * { visibility: visible; }
  .ticket-print-area { position: absolute; inset: 0 0 auto 0; }
}`;

export function TicketPrintArea({ children }: { children: ReactNode }) {
  return (
    <div className="ticket-print-area">
      <style>{PRINT_ONLY_TICKETS}</style>
      {children}
    </div>
  );
}
