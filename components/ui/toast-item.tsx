"use client";

import { toast, type Toast, type ToastKind } from "@/components/ui/use-toast";

const KIND_STYLE: Record<ToastKind, string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-accent bg-accent-50 text-accent",
  loading: "border-zinc-400 bg-white text-ink",
};

const KIND_LABEL: Record<ToastKind, string> = {
  success: "Success",
  error: "Error",
  info: "Notice",
  loading: "In progress",
};

/** One toast, styled by its kind, with its dismiss button. */
export default function ToastItem({ item }: { item: Toast }) {
  return (
    <li className={`pointer-events-auto flex items-start gap-2 rounded-xl border-l-4 py-2 pr-1 pl-3 shadow-lg ${KIND_STYLE[item.kind]}`}>
      {item.kind === "loading" ? (
        <span aria-hidden="true" className="mt-3 size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />
      ) : null}
      <p className="flex-1 py-2 text-sm font-medium">
        <span className="sr-only">{KIND_LABEL[item.kind]}: </span>
        {item.message}
      </p>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Dismiss notification</span>
      </button>
    </li>
  );
}
