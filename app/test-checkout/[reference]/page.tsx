import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { outlineButton, primaryButton, textLink } from "@/components/ui/button-styles";
import { formatNaira } from "@/lib/platform/format";
import { getTestCheckout, type TestCheckout } from "@/lib/domain/payments/test-gateway/get-test-checkout";

// A transaction's state changes when it is paid or declined; never serve an old copy.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Test checkout",
  robots: { index: false },
};

type TestCheckoutPageProps = { params: Promise<{ reference: string }> };

const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

function amountOf(checkout: TestCheckout): string {
  const major = checkout.amount / 100;
  if (checkout.currency === "NGN") return formatNaira(major);
  return new Intl.NumberFormat("en-NG", { style: "currency", currency: checkout.currency }).format(major);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-zinc-200 py-3 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/** Pay or Decline: a plain form post, so the page works before (or without) JavaScript. */
function OutcomeForm({ reference, outcome, children }: { reference: string; outcome: "pay" | "decline"; children: ReactNode }) {
  return (
    <form method="post" action={`/api/test-gateway/checkout/${encodeURIComponent(reference)}`}>
      <input type="hidden" name="outcome" value={outcome} />
      <button type="submit" className={`${outcome === "pay" ? primaryButton : outlineButton} w-full`}>
        {children}
      </button>
    </form>
  );
}

/** The built-in test gateway's hosted checkout (DESIGN 6): stands in for Paystack's page when no key is set. */
export default async function TestCheckoutPage({ params }: TestCheckoutPageProps) {
  const { reference } = await params;
  const checkout = REFERENCE_PATTERN.test(reference) ? await getTestCheckout(reference) : null;
  if (!checkout) notFound();

  return (
    <main id="main" className="flex flex-1 flex-col bg-zinc-100">
      <p className="border-b-4 border-black bg-yellow-300 px-4 py-3 text-center text-lg font-bold tracking-wide text-black uppercase">
        Test mode — no real money moves
      </p>
      <div className="mx-auto w-full max-w-md px-4 py-10">
        <div className="mb-6 flex items-center justify-center gap-3">
          <Image src="/images/logo.svg" alt="Scheditix" width={148} height={36} loading="eager" />
          <span className="rounded-full bg-black px-3 py-1 text-sm font-semibold text-yellow-300">Test checkout</span>
        </div>
        <section aria-labelledby="checkout-title" className="rounded-2xl border border-zinc-200 bg-white px-5 py-8 shadow-sm sm:px-8">
          <h1 id="checkout-title" className="text-center text-2xl font-semibold">
            Complete your payment
          </h1>
          <dl className="mt-6">
            <Row label="Description">{checkout.description}</Row>
            <Row label="Email">{checkout.email}</Row>
            <Row label="Amount">
              <span className="text-xl text-accent">{amountOf(checkout)}</span>
            </Row>
            <Row label="Reference">
              <span className="font-mono text-sm">{checkout.reference}</span>
            </Row>
          </dl>
          {checkout.status === "pending" || checkout.status === "failed" ? (
            <div className="mt-6 grid gap-3">
              <OutcomeForm reference={checkout.reference} outcome="pay">
                Pay
              </OutcomeForm>
              <OutcomeForm reference={checkout.reference} outcome="decline">
                Decline
              </OutcomeForm>
              <p className="text-center text-sm text-muted">
                {checkout.status === "failed" ? "The last attempt was declined. " : ""}
                Pay simulates a successful card payment; Decline simulates a refused one.
              </p>
            </div>
          ) : (
            <div className="mt-6 grid gap-2 rounded-xl bg-zinc-100 p-4 text-center">
              <p className="font-medium">This payment was already completed ({checkout.status}).</p>
              <Link href={`/payment-verify?reference=${encodeURIComponent(checkout.reference)}`} className={`${textLink} justify-center`}>
                See the result
              </Link>
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
