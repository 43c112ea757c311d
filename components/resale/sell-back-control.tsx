"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { callApi, CONNECTION_ERROR } from "@/lib/browser/call-api";
import { formatKobo } from "@/lib/platform/format";
import type { ResaleView } from "@/lib/domain/resale/resale-view";

type SellBackControlProps = {
  resale: ResaleView;
  checkInCode: string;
  /** The order's no-login link, when the page was opened through it; absent for the signed-in owner. */
  link?: { orderId: string; key: string };
};

/** "Sell back" (with the refund figure to confirm) or "Withdraw" for one ticket; the page reloads with its new state. */
export function SellBackControl({ resale, checkInCode, link }: SellBackControlProps) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useBusyAction();
  const base = `/api/v1/tickets/${resale.ticketId}/resale`;

  const send = (path: string, body: Record<string, unknown>) =>
    run(async () => {
      const response = await callApi(path, { method: "POST", body: { ...link, ...body } });
      setConfirming(false);
      if (!response.ok) {
        toast.error(response.message || CONNECTION_ERROR);
        return;
      }
      toast.success(response.message);
      router.refresh();
    });

  if (resale.canWithdraw) {
    return (
      <Button variant="outline" busy={busy} busyLabel="Withdrawing…" onClick={() => send(`${base}/withdraw`, {})}>
        Withdraw from resale
      </Button>
    );
  }
  if (!resale.canList) return null;
  const free = resale.paidKobo === 0;
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Sell back
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Sell ticket ${checkInCode} back?`}
        busy={busy}
        busyLabel="Listing…"
        onConfirm={() => send(base, { expectedRefundKobo: resale.refundKobo })}
        onCancel={() => setConfirming(false)}
      >
        {free ? (
          <p>It goes back on sale. It was free, so there is no refund. Until someone takes it, it is still yours and still admits.</p>
        ) : (
          <>
            <p>
              It goes back on sale at face value. When someone buys it, you get <strong>{formatKobo(resale.refundKobo)}</strong> back
              {resale.feeKobo > 0 ? ` (${formatKobo(resale.paidKobo)} paid, less ${formatKobo(resale.feeKobo)} resale fee)` : ""} and this ticket
              stops admitting.
            </p>
            <p className="mt-2">Until then it is still yours and still admits, and you can withdraw it.</p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
