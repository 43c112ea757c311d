"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/browser/call-api";

/** One DELETE asked for through a confirm dialog: what is pending, whether it is being sent, and the two answers. */
export function useRevoke<T extends { _id: string }>(pathOf: (item: T) => string, done: string) {
  const router = useRouter();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const response = await callApi(pathOf(pending), { method: "DELETE" });
    setBusy(false);
    setPending(null);
    if (!response.ok) return toast.error(response.message || "That did not work. Please try again.");
    toast.success(response.message || done);
    router.refresh();
  }

  const cancel = () => setPending(null);
  // What the ConfirmDialog asking about `pending` takes: spread it, then add the title and busy label.
  const dialog = { open: pending !== null, busy, onConfirm: () => void confirm(), onCancel: cancel };
  return { pending, ask: setPending, dialog };
}
