import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PrintReceiptButton } from "@/components/receipts/print-receipt-button";
import { ReceiptDocument } from "@/components/receipts/receipt-document";
import { ReceiptPrintArea } from "@/components/receipts/receipt-print-area";
import { queryParam, type SearchParams } from "@/components/landing/query-param";
import { receiptByLink } from "@/lib/domain/orders/receipt";

// A receipt opened by its link (the order's public id and the tickets' key, e-mailed with the
// tickets): read on every request, never indexed, and its address never sent on as a referrer.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Receipt",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ orderId: string }>; searchParams: SearchParams };

export default async function OrderReceiptPage({ params, searchParams }: Props) {
  const [{ orderId }, query] = await Promise.all([params, searchParams]);
  const receipt = await receiptByLink(orderId, queryParam(query.k));
  if (!receipt) notFound();
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-8 md:px-6 md:py-12">
      <div className="flex justify-end print:hidden">
        <PrintReceiptButton />
      </div>
      <ReceiptPrintArea>
        <ReceiptDocument receipt={receipt} />
      </ReceiptPrintArea>
    </div>
  );
}
