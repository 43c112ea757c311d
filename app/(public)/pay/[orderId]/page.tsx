import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { primaryButton } from "@/components/ui/button-styles";
import { WaitingForPayment } from "@/components/payments/waiting-for-payment";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { findPublicEvent } from "@/lib/domain/events/queries";
import { ownPageLink } from "@/lib/domain/mail/links";
import { payLaterPath } from "@/lib/domain/orders/pay-later-link";
import { paymentProgress } from "@/lib/domain/orders/payment-progress";

// The pay-later link (e-mailed when a transfer's hold begins, and where the checkout returns a
// payment still on its way): read on every request, never indexed, its id never sent as a referrer.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your payment",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ orderId: string }> };

export default async function PayLaterPage({ params }: Props) {
  const { orderId } = await params;
  const progress = await paymentProgress(orderId);
  if (!progress) notFound();
  if (progress.state === "paid") redirect(progress.ticketsPath);
  const event = progress.order.event ? await findPublicEvent(progress.order.event) : null;
  const eventTitle = eventTitleOrFallback(event?.eventTitle);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 md:px-6 md:py-12">
      {progress.state === "waiting" ? (
        <WaitingForPayment progress={progress} eventTitle={eventTitle} shareUrl={ownPageLink(payLaterPath(orderId))} />
      ) : (
        <section aria-labelledby="ended-title" className="grid gap-4 rounded-2xl bg-zinc-100 p-5 sm:p-6">
          <h1 id="ended-title" className="text-2xl font-bold">
            {progress.state === "refunding" ? "Your payment is being refunded" : "This hold has ended"}
          </h1>
          <p>
            {progress.state === "refunding"
              ? `Your payment for ${eventTitle} could not buy tickets, so it is being refunded in full to the account or card you paid from. We have e-mailed you the details.`
              : `The seats for ${eventTitle} were held for you, but no payment reached us in time, so they are back on sale. If you sent money after the hold ended, it still gets tickets if seats are left; otherwise it is refunded automatically.`}
          </p>
          {progress.state === "ended" && progress.order.event ? (
            <Link href={`/buy/${progress.order.event}`} className={`${primaryButton} w-fit`}>
              Buy tickets again
            </Link>
          ) : null}
        </section>
      )}
    </div>
  );
}
