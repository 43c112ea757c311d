import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { PaymentVerify } from "@/components/payments/payment-verify";

export const metadata: Metadata = {
  title: "Payment verification",
  robots: { index: false },
};

type PaymentVerifyPageProps = {
  params: Promise<{ reference?: string[] }>;
  searchParams: SearchParams;
};

/** The payment provider's callback: `?reference=` (SPEC 2.18), or the reference as the path segment. */
export default async function PaymentVerifyPage({ params, searchParams }: PaymentVerifyPageProps) {
  const [{ reference: segments }, query] = await Promise.all([params, searchParams]);
  const reference = queryParam(query.reference) ?? queryParam(segments?.[0]) ?? "";
  return (
    <main id="main" className="flex flex-1 flex-col justify-center bg-primary-50 px-4 py-10 sm:py-16">
      <AuthCard title="Payment verification">
        <PaymentVerify key={reference} reference={reference} />
      </AuthCard>
    </main>
  );
}
