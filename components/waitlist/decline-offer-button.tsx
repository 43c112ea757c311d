"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/browser/call-api";

/** A waitlist offer the person does not want: its seats pass to the next person at once. */
export function DeclineOfferButton({ orderId }: { orderId: string }) {
  const router = useRouter();
  const { busy, run } = useBusyAction();
  const decline = () =>
    run(async () => {
      const response = await callApi(`/api/v1/waitlist/offers/${encodeURIComponent(orderId)}/decline`, { method: "POST" });
      if (!response.ok) {
        toast.error(response.message);
        return;
      }
      toast.success(response.message);
      router.refresh();
    });
  return (
    <Button variant="text" onClick={() => void decline()} busy={busy} busyLabel="Passing them on...">
      No thanks, pass the seats on
    </Button>
  );
}
