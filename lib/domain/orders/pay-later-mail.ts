// Tells a buyer whose transfer or USSD payment got a longer hold what is held, until when, and how to resume.
import "server-only";
import { formatKobo } from "@/lib/platform/format";
import { lagosClock } from "@/lib/platform/time/lagos";
import { ownPageLink } from "@/lib/domain/mail/links";
import { payLaterEmail } from "@/lib/domain/mail/pay-later-templates";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { CHANNEL_LABELS, isPaymentChannel } from "@/lib/domain/payments/channels";
import { payLaterPath } from "@/lib/domain/orders/pay-later-link";
import { publicOrderId } from "@/lib/domain/orders/serialize-order";
import { Event } from "@/models/Event";
import { User } from "@/models/User";
import type { LeanOrder } from "@/models/Order";

export async function sendPayLaterMail(order: LeanOrder, heldUntil: Date | null, channel: string | null | undefined): Promise<void> {
  if (order.kind !== "ticket" || !heldUntil) return;
  const [event, buyer] = await Promise.all([
    Event.findById(order.event, { eventTitle: 1 }).lean(),
    order.email ? null : User.findById(order.buyer, { email: 1, fullname: 1 }).lean(),
  ]);
  const to = order.email || buyer?.email;
  if (!to) return;
  const mail = payLaterEmail({
    fullname: order.fullName || buyer?.fullname || "there",
    eventTitle: event?.eventTitle ?? "your event",
    amount: formatKobo(order.amountKobo),
    channelLabel: isPaymentChannel(channel) ? CHANNEL_LABELS[channel] : "Bank transfer",
    heldUntil: lagosClock(heldUntil),
    url: ownPageLink(payLaterPath(publicOrderId(order))),
  });
  await sendMail({ to, ...mail });
}
