"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { payForOrder } from "@/components/payments/pay-for-order";

/** Pays for a pending order (seats still held). If it is no longer payable, the page shows why. */
export function PayOrderButton({ orderId, label = "Pay now" }: { orderId: string; label?: string }) {
  const router = useRouter();
  const { busy, run } = useBusyAction();
  const pay = () =>
    run(async () => {
      if (await payForOrder(orderId)) return true;
      router.refresh();
    });
  return (
    <Button onClick={() => void pay()} busy={busy} busyLabel="Loading..." className="w-full sm:w-auto">
      {label}
    </Button>
  );
}
