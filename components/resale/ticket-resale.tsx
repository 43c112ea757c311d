import { SellBackControl } from "@/components/resale/sell-back-control";
import { TicketResaleStatus } from "@/components/resale/ticket-resale-status";
import type { ResaleView } from "@/lib/domain/resale/resale-view";

type TicketResaleProps = {
  /** From `resaleShown` (lib/domain/resale/list-for-resale.ts): null when there is nothing to show. */
  resale: ResaleView;
  checkInCode: string;
  /** The order's no-login link the page was opened with; absent for the signed-in owner. */
  link?: { orderId: string; key: string };
};

/**
 * Selling one ticket back: where it stands and the control to list or withdraw it.
 * Self-contained, so any page showing a ticket to its holder can place it.
 */
export function TicketResale({ resale, checkInCode, link }: TicketResaleProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-testid={`resale-${checkInCode}`}>
      <TicketResaleStatus resale={resale} />
      <SellBackControl resale={resale} checkInCode={checkInCode} link={link} />
    </div>
  );
}
