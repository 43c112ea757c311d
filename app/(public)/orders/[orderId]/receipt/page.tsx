import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PrintReceiptButton } from "@/components/receipts/print-receipt-button";
import { ReceiptDocument } from "@/components/receipts/receipt-document";
import { ReceiptPrintArea } from "@/components/receipts/receipt-print-area";
import { receiptByPublicId } from "@/lib/domain/orders/receipt";

// A receipt opened by its order's public id (the capability, e-mailed with the tickets): read on
// every request, never indexed, and its address never sent on as a referrer.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Receipt",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ orderId: string }> };

export default async function OrderReceiptPage({ params }: Props) {
  const receipt = await receiptByPublicId((await params).orderId);
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
