"use client";

import { outlineButton } from "@/components/ui/button-styles";
import { eventTitleOrFallback } from "@/lib/platform/format";

type RemoveFavoriteButtonProps = {
  title: string;
  busy: boolean;
  onRemove: () => void;
};

/** 'Remove' on a favourite's card; its accessible name says which event it removes. */
export function RemoveFavoriteButton({ title, busy, onRemove }: RemoveFavoriteButtonProps) {
  return (
    <button
      type="button"
      onClick={() => {
        if (!busy) onRemove();
      }}
      aria-disabled={busy || undefined}
      className={`${outlineButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      {busy ? "Removing..." : "Remove"}
      <span className="sr-only"> {eventTitleOrFallback(title)} from favourites</span>
    </button>
  );
}
