"use client";

import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { primaryButton } from "@/components/ui/button-styles";

/**
 * Every dialog's box. Opened with showModal() it is drawn in the browser's top layer, above every
 * z-index on the page, the fixed TEST MODE bar included, so nothing covers its buttons
 * (e2e/organiser/dialogs-above-test-mode.spec.ts); a tall dialog scrolls inside itself.
 */
export const dialogClassName =
  "m-auto max-h-[calc(100dvh-5rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/60";

/** Opens and closes a native <dialog> with `open`; `onOpened` runs once it shows (to place focus). */
export function useNativeDialog(open: boolean, onOpened?: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useRef(onOpened);
  useEffect(() => {
    opened.current = onOpened;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      opened.current?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

type DialogBoxProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** The user asked to close (Escape, or the browser forcing it shut). */
  onDismiss?: () => void;
  /** While true the dialog ignores Escape and reopens if a browser forces it shut. */
  keepOpen?: boolean;
  onOpened?: () => void;
};

/**
 * The native <dialog> under every dialog: the browser traps focus, makes the page behind inert and
 * returns focus to where it was when the dialog closes.
 */
export function DialogBox({ open, title, children, onDismiss, keepOpen = false, onOpened }: DialogBoxProps) {
  const ref = useNativeDialog(open, onOpened);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        if (!keepOpen) onDismiss?.();
      }}
      onClose={() => {
        // Some browsers force a dialog shut on a repeated Escape: that is a dismissal, or it comes back.
        if (!open) return;
        if (keepOpen) ref.current?.showModal();
        else onDismiss?.();
      }}
      className={dialogClassName}
    >
      <div className="px-6 py-8 text-center">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

type DialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Called when the user closes a closable dialog (Close button or Escape). */
  onClose?: () => void;
  /** A non-closable dialog has no Close button and ignores Escape; the page moves on by itself. */
  closable?: boolean;
};

/** A message or a small form in a modal dialog, with a Close button when it may be closed. */
export function Dialog({ open, title, children, onClose, closable = true }: DialogProps) {
  return (
    <DialogBox open={open} title={title} onDismiss={onClose} keepOpen={!closable}>
      {children ? <div className="mt-3 text-muted">{children}</div> : null}
      {closable ? (
        <button type="button" onClick={() => onClose?.()} className={`${primaryButton} mt-6`}>
          Close
        </button>
      ) : null}
    </DialogBox>
  );
}
