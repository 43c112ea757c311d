"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

type ModalProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Called when the user closes a closable modal (Close button or Escape). */
  onClose?: () => void;
  /** A non-closable modal has no Close button and ignores Escape; the page moves on by itself. */
  closable?: boolean;
};

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind inert
 * and returns focus to where it was when the dialog closes.
 */
export function Modal({ open, title, children, onClose, closable = true }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose?.();
      }}
      onClose={() => {
        // Some browsers force a dialog shut on a repeated Escape: a closable one reports it, a non-closable one comes back.
        if (!open) return;
        if (closable) onClose?.();
        else ref.current?.showModal();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/60"
    >
      <div className="px-6 py-8 text-center">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children ? <div className="mt-3 text-muted">{children}</div> : null}
        {closable ? (
          <button
            type="button"
            onClick={() => onClose?.()}
            className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
          >
            Close
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
