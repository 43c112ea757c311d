"use client";

import { useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogBox } from "@/components/ui/dialog";

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
  return (
    <DialogBox open={open} title={title} onDismiss={onCancel} keepOpen={busy} onOpened={() => noRef.current?.focus()}>
      {children ? <div className="mt-3 text-muted">{children}</div> : null}
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm} className="min-w-24">
          Yes
        </Button>
        <Button ref={noRef} variant="outline" busy={busy} onClick={onCancel} className="min-w-24 aria-disabled:opacity-60">
          No
        </Button>
      </div>
    </DialogBox>
  );
}
