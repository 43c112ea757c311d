import { escapeHtml } from "@/lib/domain/mail/layout";

/** A paid order's receipt as the tickets e-mail states it: every figure already formatted. */
export type ReceiptMail = {
  /** The short order number ("3F9A21C0"). */
  orderNumber: string;
  reference: string;
  /** Items, any discount and the fees the buyer paid, in order: "2 × VIP at ₦15,000" … "₦30,000". */
  rows: { label: string; amount: string }[];
  total: string;
  /** "Card", "Bank transfer", "Online payment"…; null for a free order. */
  channel: string | null;
  /** When it was paid, in Lagos time ("28 Nov 2026, 14:05"). */
  paidAt: string;
  organiser: string;
  /** The receipt's page, to view or print it. */
  url: string;
};

const FONT = "Poppins, Arial, Helvetica, sans-serif";
const CELL = `padding:6px 0;font-family:${FONT};font-size:14px;line-height:20px;color:#1e1e1e;`;

const row = (label: string, amount: string, strong = false) => `
                <tr>
                  <td style="${CELL}${strong ? "font-weight:700;border-top:1px solid #dddddd;" : ""}">${escapeHtml(label)}</td>
                  <td align="right" style="${CELL}${strong ? "font-weight:700;border-top:1px solid #dddddd;" : ""}white-space:nowrap;">${escapeHtml(amount)}</td>
                </tr>`;

/** How and when it was paid, and to whom: the lines under the total. */
function paymentFacts(receipt: ReceiptMail): string[] {
  return [
    `Paid with: ${receipt.channel ?? "No payment (free tickets)"}`,
    `Paid at: ${receipt.paidAt} (Lagos time)`,
    `Organiser: ${receipt.organiser}`,
    `Payment reference: ${receipt.reference}`,
  ];
}

/** The receipt block of the tickets e-mail (HTML escaped here) and its plain-text twin. */
export function receiptSection(receipt: ReceiptMail): { html: string; text: string } {
  const heading = `Receipt · Order ${receipt.orderNumber}`;
  const facts = paymentFacts(receipt);
  const html = `
          <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:16px 0;border:1px solid #dddddd;border-radius:8px;">
            <tr>
              <td style="padding:16px;font-family:${FONT};color:#1e1e1e;">
                <p style="margin:0 0 8px;font-size:16px;font-weight:700;">${escapeHtml(heading)}</p>
                <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0">${receipt.rows.map((line) => row(line.label, line.amount)).join("")}${row("Total paid", receipt.total, true)}
                </table>
                ${facts.map((fact) => `<p style="margin:8px 0 0;font-size:13px;line-height:20px;color:#555555;">${escapeHtml(fact)}</p>`).join("")}
                <p style="margin:12px 0 0;font-size:14px;"><a href="${escapeHtml(receipt.url)}" style="color:#cc3d0e;">View or print your receipt</a></p>
              </td>
            </tr>
          </table>`;
  const text = [
    heading,
    ...receipt.rows.map((line) => `${line.label}: ${line.amount}`),
    `Total paid: ${receipt.total}`,
    ...facts,
    `View or print your receipt:\n${receipt.url}`,
  ].join("\n");
  return { html, text };
}
