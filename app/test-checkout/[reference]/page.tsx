import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { textLink } from "@/components/ui/button-styles";
import { formatKobo } from "@/lib/platform/format";
import { getTestCheckout, type TestCheckout } from "@/lib/domain/payments/test-gateway/get-test-checkout";
import { ActionForm } from "./action-form";
import { ChannelChoices } from "./channel-choices";
import { ChargePanel } from "./charge-panel";
import { checkoutView, viewChannel, type CheckoutView } from "./checkout-view";
import { DetailRow } from "./detail-row";
import { TransferPanel } from "./transfer-panel";
import { UssdPanel } from "./ussd-panel";
import { WaitingPanel } from "./waiting-panel";

// A transaction's state changes with every press; never serve an old copy.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Test checkout",
  robots: { index: false },
};

type TestCheckoutPageProps = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

/** Quieter than Decline: it ends the visit rather than answering the charge. */
const ABANDON_BUTTON =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full border border-zinc-400 px-6 font-semibold text-ink hover:bg-zinc-100";

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

function amountOf(checkout: TestCheckout): string {
  if (checkout.currency === "NGN") return formatKobo(checkout.amount);
  return new Intl.NumberFormat("en-NG", { style: "currency", currency: checkout.currency }).format(checkout.amount / 100);
}

function Panel({ checkout, view }: { checkout: TestCheckout; view: CheckoutView }) {
  switch (view.kind) {
    case "charge":
      return <ChargePanel reference={checkout.reference} channel={view.channel} declinedBefore={checkout.status === "failed"} />;
    case "transfer":
      return checkout.transfer ? <TransferPanel reference={checkout.reference} amount={checkout.amount} transfer={checkout.transfer} /> : null;
    case "ussd":
      return checkout.ussdCode ? <UssdPanel reference={checkout.reference} amount={checkout.amount} code={checkout.ussdCode} /> : null;
    case "choose":
      return <p className="mt-4 text-center text-sm text-muted">Choose how to pay above.</p>;
    default:
      return null;
  }
}

/** The built-in test gateway's hosted checkout (DESIGN 6): stands in for Paystack's page when no key is set. */
export default async function TestCheckoutPage({ params, searchParams }: TestCheckoutPageProps) {
  const [{ reference }, query] = await Promise.all([params, searchParams]);
  const checkout = REFERENCE_PATTERN.test(reference) ? await getTestCheckout(reference) : null;
  if (!checkout) notFound();
  const view = checkoutView(checkout, one(query.pay));
  // Links to another panel keep the signed return origin the page's CSP was written for.
  const viewHref = (pay: string) => {
    const next = new URLSearchParams();
    for (const name of ["return", "sig"]) {
      const value = one(query[name]);
      if (value) next.set(name, value);
    }
    next.set("pay", pay);
    return `?${next.toString()}`;
  };
  const open = view.kind !== "done" && view.kind !== "waiting";

  return (
    <main id="main" className="flex flex-1 flex-col bg-zinc-100">
      <p className="border-b-4 border-black bg-yellow-300 px-4 py-3 text-center text-lg font-bold tracking-wide text-black uppercase">
        Test mode — no real money moves
      </p>
      <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-10">
        <div className="mb-6 flex items-center justify-center gap-3">
          <Image src="/images/logo.svg" alt="Scheditix" width={148} height={36} loading="eager" />
          <span className="rounded-full bg-black px-3 py-1 text-sm font-semibold text-yellow-300">Test checkout</span>
        </div>
        <section aria-labelledby="checkout-title" className="rounded-2xl border border-zinc-200 bg-white px-5 py-8 shadow-sm sm:px-8">
          <h1 id="checkout-title" className="text-center text-2xl font-semibold">
            Complete your payment
          </h1>
          <dl className="mt-6">
            <DetailRow label="Description">{checkout.description}</DetailRow>
            <DetailRow label="Email">{checkout.email}</DetailRow>
            <DetailRow label="Amount">
              <span className="text-xl text-accent">{amountOf(checkout)}</span>
            </DetailRow>
            <DetailRow label="Reference">
              <span className="font-mono text-sm">{checkout.reference}</span>
            </DetailRow>
          </dl>
          {open ? (
            <>
              <ChannelChoices reference={checkout.reference} channels={checkout.channels} selected={viewChannel(view)} viewHref={viewHref} />
              <Panel checkout={checkout} view={view} />
              <ActionForm reference={checkout.reference} fields={{ outcome: "abandon" }} className="mt-6 border-t border-zinc-200 pt-4">
                <button type="submit" className={ABANDON_BUTTON}>
                  Abandon payment
                </button>
                <p className="mt-2 text-center text-sm text-muted">{"As if you closed Paystack's page: back to the shop, unpaid."}</p>
              </ActionForm>
            </>
          ) : view.kind === "waiting" ? (
            <WaitingPanel landsAt={checkout.sent?.landsAt ?? null} returnUrl={checkout.returnUrl} byUssd={checkout.channel === "ussd"} />
          ) : (
            <div className="mt-6 grid gap-2 rounded-xl bg-zinc-100 p-4 text-center">
              <p className="font-medium">This payment was completed.</p>
              <a href={checkout.returnUrl} className={`${textLink} justify-center`}>
                Back to the shop
              </a>
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
