// The receipt as the tickets e-mail carries it: the order's receipt, formatted, with the link to its page.
import "server-only";
import { formatKobo } from "@/lib/platform/format";
import { logger } from "@/lib/platform/logger";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { ownPageLink } from "@/lib/domain/mail/links";
import type { ReceiptMail } from "@/lib/domain/mail/receipt-section";
import { receiptOfOrder } from "@/lib/domain/orders/receipt";
import { receiptRows } from "@/lib/domain/orders/receipt-figures";
import { receiptPath } from "@/lib/domain/orders/receipt-link";
import type { LeanOrder } from "@/models/Order";

/**
 * The receipt section of a paid order's tickets e-mail; null for an order without a public id
 * (its receipt has no page) or when it cannot be read: the tickets are sent all the same.
 */
export async function mailedReceipt(order: LeanOrder): Promise<ReceiptMail | null> {
  if (!order.publicId) return null;
  try {
    const receipt = await receiptOfOrder(order);
    if (!receipt) return null;
    return {
      orderNumber: receipt.orderNumber,
      reference: receipt.reference,
      rows: receiptRows(receipt),
      total: formatKobo(receipt.totalKobo),
      channel: receipt.channel,
      paidAt: formatLagosMoment(new Date(receipt.paidAt)),
      organiser: receipt.organiser,
      url: ownPageLink(receiptPath(receipt.orderId)),
    };
  } catch (error) {
    logger.error("receipt for the tickets e-mail could not be read", { order: String(order._id), error });
    return null;
  }
}
