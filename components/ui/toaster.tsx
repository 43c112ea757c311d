"use client";

import { lazy, Suspense } from "react";
import { useToasts, type Toast } from "@/components/ui/use-toast";

// The styled toast loads with the first toast rather than with every page. If it cannot load
// (the connection dropped, which is when toasts often say so), the message still shows, plainly.
const ToastItem = lazy(() => import("@/components/ui/toast-item").catch(() => ({ default: PlainToastItem })));

function PlainToastItem({ item }: { item: Toast }) {
  return <li className="pointer-events-auto rounded-xl bg-white px-3 py-4 text-sm font-medium shadow-lg">{item.message}</li>;
}

function ToastItems({ items }: { items: Toast[] }) {
  return items.map((item) => (
    <Suspense key={item.id} fallback={null}>
      <ToastItem item={item} />
    </Suspense>
  ));
}

/**
 * Renders the toasts. Mounted once in the root layout, so a toast raised just before a
 * navigation is still shown on the next page. Errors are announced assertively, the rest politely;
 * both live regions are in the page from the start, so what appears in them is announced.
 */
export function Toaster() {
  const toasts = useToasts();
  const errors = toasts.filter((item) => item.kind === "error");
  const others = toasts.filter((item) => item.kind !== "error");

  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-[60] flex flex-col items-center gap-2 px-3 sm:top-4 sm:right-4 sm:left-auto sm:items-end">
      <ol aria-live="polite" aria-label="Notifications" className="grid w-full max-w-sm gap-2">
        <ToastItems items={others} />
      </ol>
      <ol aria-live="assertive" aria-label="Errors" className="grid w-full max-w-sm gap-2">
        <ToastItems items={errors} />
      </ol>
    </div>
  );
}
