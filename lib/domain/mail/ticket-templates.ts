import { escapeHtml, renderEmail } from "@/lib/domain/mail/layout";
import { receiptSection, type ReceiptMail } from "@/lib/domain/mail/receipt-section";
import type { EmailTemplate } from "@/lib/domain/mail/templates";

export type TicketLine = {
  checkInCode: string;
  qrCid: string;
  ticketTypeName: string;
  tableNumber: number | null;
  seatNumber: number | null;
  parking: boolean;
};
export type TicketEventLine = { eventTitle: string; date: string; time: string; venue: string };

const FONT = "Poppins, Arial, Helvetica, sans-serif";

function place(ticket: TicketLine): string {
  if (ticket.seatNumber === null) return "Free seating";
  return ticket.tableNumber === null ? `Seat ${ticket.seatNumber}` : `Table ${ticket.tableNumber} · Seat ${ticket.seatNumber}`;
}

function ticketSection(ticket: TicketLine, index: number, total: number, event: TicketEventLine) {
  const heading = `Ticket ${index + 1} of ${total}`;
  const details = [ticket.ticketTypeName, place(ticket), ticket.parking ? "Car parking included" : null].filter(Boolean).join(" · ");
  const html = `
          <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:16px 0;border:1px solid #dddddd;border-radius:8px;">
            <tr>
              <td style="padding:16px;font-family:${FONT};color:#1e1e1e;">
                <p style="margin:0 0 4px;font-size:13px;color:#555555;">${escapeHtml(heading)} · ${escapeHtml(event.eventTitle)}</p>
                <p style="margin:0 0 8px;font-size:15px;">${escapeHtml(details)}</p>
                <p style="margin:0 0 8px;font-size:13px;color:#555555;">Check-in code</p>
                <p style="margin:0 0 12px;font-family:'Courier New',monospace;font-size:26px;font-weight:700;letter-spacing:4px;">${escapeHtml(ticket.checkInCode)}</p>
                <img src="cid:${escapeHtml(ticket.qrCid)}" width="200" height="200" alt="QR code for check-in code ${escapeHtml(ticket.checkInCode)}" style="display:block;border:0;">
              </td>
            </tr>
          </table>`;
  const text = `${heading}: ${details}\nCheck-in code: ${ticket.checkInCode}`;
  return { html, text };
}

/** The buyer's tickets: one block per seat with its check-in code and QR code (inline image), then the order's receipt. */
export function ticketConfirmationEmail({
  fullname,
  event,
  tickets,
  amount,
  refundPolicy,
  url,
  receipt,
}: {
  fullname: string;
  event: TicketEventLine;
  tickets: TicketLine[];
  /** What was paid, as shown (₦…). */
  amount: string;
  refundPolicy: string;
  url: string;
  /** The order's receipt; left out only when it could not be read. */
  receipt?: ReceiptMail | null;
}): EmailTemplate {
  const count = `${tickets.length} ticket${tickets.length === 1 ? "" : "s"}`;
  const rendered = renderEmail({
    preheader: `${count} for ${event.eventTitle} on ${event.date}`,
    heading: `Your tickets for ${event.eventTitle}`,
    paragraphs: [
      `Hello ${fullname}, thank you for your purchase. Here ${tickets.length === 1 ? "is your ticket" : `are your ${count}`}.`,
      `${event.date} at ${event.time} · ${event.venue}`,
      `Amount paid: ${amount}.`,
      "Show the QR code or read the check-in code at the door. Each ticket admits one person once. The button below opens your tickets without logging in: share that link only with the people the tickets are for.",
    ],
    sections: tickets.map((ticket, index) => ticketSection(ticket, index, tickets.length, event)),
    action: { label: "View your tickets", url },
    appendix: receipt ? [receiptSection(receipt)] : [],
    footnote: `${refundPolicy} Keep this e-mail: it is your proof of purchase.`,
  });
  return { subject: `Your tickets for ${event.eventTitle}`, ...rendered };
}

/** A payment that arrived after the hold expired and found the event sold out. */
export type RefundNotice = {
  fullname: string;
  eventTitle: string;
  reference: string;
  /** What comes back (naira, formatted). */
  amount: string;
  /** Why: the money came after the hold ended on a sold-out event, the event was cancelled, or the amount was wrong. */
  reason: "late" | "cancelled" | "mismatch";
  /** For a late payment: until when the seats were held (Lagos time, formatted). */
  heldUntil?: string;
};

const REFUND_REASONS: Record<RefundNotice["reason"], (notice: RefundNotice) => string> = {
  late: (notice) =>
    `your payment for ${notice.eventTitle} reached us after your seats were held${notice.heldUntil ? ` (until ${notice.heldUntil}, Lagos time)` : ""}, and the event sold out in the meantime, so no seat was left to give you.`,
  cancelled: (notice) => `${notice.eventTitle} has been cancelled by its organiser, so your payment could not buy tickets.`,
  mismatch: (notice) => `the amount you paid for ${notice.eventTitle} did not match your order, so we could not issue your tickets.`,
};

/** A payment that bought nothing, refunded in full automatically: why, how much and when it arrives. */
export function refundNoticeEmail(notice: RefundNotice): EmailTemplate {
  const rendered = renderEmail({
    preheader: `Your payment of ${notice.amount} for ${notice.eventTitle} is being refunded`,
    heading: "We are refunding your payment",
    paragraphs: [
      `Hello ${notice.fullname}, ${REFUND_REASONS[notice.reason](notice)}`,
      `We have started a full refund of ${notice.amount} to the account or card you paid from. You do not need to do anything. Your payment reference is ${notice.reference}.`,
    ],
    footnote: "Refunds usually reach your bank within 5 to 10 working days.",
  });
  return { subject: `Refund of ${notice.amount} for your ${notice.eventTitle} order`, ...rendered };
}

export type TicketLinkLine = { eventTitle: string; date: string; tickets: number; url: string };

function ticketLinkSection(line: TicketLinkLine) {
  const count = `${line.tickets} ticket${line.tickets === 1 ? "" : "s"}`;
  const html = `
          <p style="margin:16px 0 4px;font-family:${FONT};font-size:15px;color:#1e1e1e;"><strong>${escapeHtml(line.eventTitle)}</strong> · ${escapeHtml(line.date)} · ${escapeHtml(count)}</p>
          <p style="margin:0 0 12px;font-family:${FONT};font-size:15px;"><a href="${escapeHtml(line.url)}" style="color:#cc3d0e;">Open your tickets</a></p>`;
  return { html, text: `${line.eventTitle} · ${line.date} · ${count}\n${line.url}` };
}

/** The no-login links to a buyer's tickets, sent again at their request (a broken or lost link). */
export function ticketLinksEmail({ orders }: { orders: TicketLinkLine[] }): EmailTemplate {
  const rendered = renderEmail({
    preheader: "The links that open your tickets without logging in",
    heading: "Your ticket links",
    paragraphs: [
      "Someone (we hope you) asked us to send the links to the tickets bought with this e-mail address. Each link below opens the tickets of one order, with their QR codes, without logging in.",
      "Share a link only with the people its tickets are for.",
    ],
    sections: orders.map(ticketLinkSection),
    footnote: "If you did not ask for this, you can ignore this e-mail: the links only ever go to this address.",
  });
  return { subject: "Your ticket links", ...rendered };
}
