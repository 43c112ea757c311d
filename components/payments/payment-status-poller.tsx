"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { callApi } from "@/lib/browser/call-api";

const EVERY_MS = 5_000;

type Progress = { state?: unknown; ticketsUrl?: unknown };

/** A same-site path only: never send the buyer to an address an answer made up. */
const ownPath = (value: unknown): string | null => (typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : null);

/**
 * Asks where the payment stands every few seconds while the page is visible (the webhook and the
 * scheduled check at the gateway keep the order current), and moves on by itself: to the tickets
 * once paid, or to the page's own answer when the hold ends.
 */
export function PaymentStatusPoller({ orderId }: { orderId: string }) {
  const router = useRouter();
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      const response = await callApi(`/api/v1/orders/${encodeURIComponent(orderId)}/payment`, { method: "GET" });
      if (stopped || !response.ok) return;
      const progress = (response.data ?? {}) as Progress;
      setChecks((count) => count + 1);
      const tickets = progress.state === "paid" ? ownPath(progress.ticketsUrl) : null;
      if (tickets) {
        stopped = true;
        window.location.assign(tickets);
      } else if (progress.state === "ended" || progress.state === "refunding") {
        stopped = true;
        router.refresh();
      }
    };
    const timer = setInterval(() => void check(), EVERY_MS);
    const onVisible = () => void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [orderId, router]);

  return (
    <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
      <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-accent" />
      {checks === 0 ? "This page moves on by itself once your payment arrives." : "Still waiting: we check every few seconds."}
    </p>
  );
}
