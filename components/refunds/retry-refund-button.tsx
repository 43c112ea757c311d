"use client";

import { useRouter } from "next/navigation";
import { callApi } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { toast } from "@/components/ui/use-toast";

/** Sends a failed refund to the payment service again. */
export function RetryRefundButton({ refundId }: { refundId: string }) {
  const router = useRouter();
  const { busy, run } = useBusyAction();
  const retry = () =>
    run(async () => {
      const response = await callApi(`/api/v1/refunds/${refundId}/retry`, { method: "POST", body: {} });
      if (response.ok) toast.success(response.message || "Refund sent again");
      else toast.error(response.message || "The refund could not be sent again. Please try later.");
      router.refresh();
    });
  return (
    <Button variant="outline" onClick={() => void retry()} busy={busy} busyLabel="Retrying...">
      Retry refund
    </Button>
  );
}
