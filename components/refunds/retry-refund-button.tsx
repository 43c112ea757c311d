"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/lib/client/call-api";
import { outlineButton } from "@/components/ui/button-styles";
import { toast } from "@/components/toast/use-toast";

/** Sends a failed refund to the payment service again. */
export function RetryRefundButton({ refundId }: { refundId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function retry() {
    if (busy) return;
    setBusy(true);
    const answer = await callApi(`/api/v1/refunds/${refundId}/retry`, { method: "POST", body: {} });
    setBusy(false);
    if (answer.ok) toast.success(answer.message || "Refund sent again");
    else toast.error(answer.message || "The refund could not be sent again. Please try later.");
    router.refresh();
  }
  return (
    <button type="button" onClick={retry} aria-disabled={busy || undefined} className={outlineButton}>
      {busy ? "Retrying..." : "Retry refund"}
    </button>
  );
}
