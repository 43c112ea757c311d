"use client";

import { useId, useRef, type ReactNode } from "react";
import { dangerButton, outlineButton } from "@/components/ui/button-styles";
import { dialogClassName, useNativeDialog } from "@/components/ui/dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A Yes/No question on the native <dialog> (focus trapped, page behind inert). Focus starts on
 * No, the safe answer; Escape also answers No.
 */
export function ConfirmDialog({ open, title, children, busy, busyLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const noRef = useRef<HTMLButtonElement>(null);
  const ref = useNativeDialog(open, () => noRef.current?.focus());
  const titleId = useId();

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
      className={dialogClassName}
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
            className={`${dangerButton} min-w-24`}
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
