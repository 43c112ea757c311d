"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { primaryButton } from "@/components/ui/button-styles";
import { payForOrder } from "@/components/payments/pay-for-order";

/** Pays for a pending order (seats still held). If it is no longer payable, the page shows why. */
export function PayOrderButton({ orderId }: { orderId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function pay() {
    if (busy) return;
    setBusy(true);
    if (await payForOrder(orderId)) return;
    setBusy(false);
    router.refresh();
  }

  return (
    <button type="button" onClick={pay} aria-disabled={busy || undefined} className={`${primaryButton} w-full sm:w-auto`}>
      {busy ? "Loading..." : "Pay now"}
    </button>
  );
}
