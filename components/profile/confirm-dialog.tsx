"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { outlineButton } from "@/components/auth/styles";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

const dangerButton =
  "inline-flex min-h-11 min-w-24 items-center justify-center rounded-full bg-red-700 px-6 font-semibold text-white hover:bg-red-800 aria-disabled:cursor-wait aria-disabled:opacity-60";

/**
 * A Yes/No question on the native <dialog> (focus trapped, page behind inert). Focus starts on
 * No, the safe answer; Escape also answers No.
 */
export function ConfirmDialog({ open, title, children, busy, busyLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      noRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={() => {
        // A browser may force the dialog shut on a repeated Escape: that is a No, or it comes back while busy.
        if (!open) return;
        if (busy) ref.current?.showModal();
        else onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/60"
    >
      <div className="px-6 py-8 text-center">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children ? <div className="mt-3 text-muted">{children}</div> : null}
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => {
              if (!busy) onConfirm();
            }}
            aria-disabled={busy || undefined}
            className={dangerButton}
          >
            {busy ? busyLabel : "Yes"}
          </button>
          <button
            ref={noRef}
            type="button"
            onClick={() => {
              if (!busy) onCancel();
            }}
            aria-disabled={busy || undefined}
            className={`${outlineButton} min-w-24 aria-disabled:opacity-60`}
          >
            No
          </button>
        </div>
      </div>
    </dialog>
  );
}
