"use client";

import { useEffect, useRef, useState } from "react";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { addBrowserFavorite } from "@/components/favorites/browser-favorites";
import { favoritesRequest } from "@/components/favorites/favorites-api";
import { ADDED_MESSAGE, ALREADY_ADDED_MESSAGE } from "@/components/favorites/messages";
import { useSession } from "@/components/session/use-session";

/** SPEC 9: the favourite popup stays for 3 seconds. */
const POPUP_MS = 3000;

type Popup = { text: string; failed: boolean };

/** The visitor's copy: kept in this browser and merged into the account at login. */
function saveInBrowser(eventId: string): Popup {
  return { text: addBrowserFavorite(eventId) ? ADDED_MESSAGE : ALREADY_ADDED_MESSAGE, failed: false };
}

/**
 * SPEC 4 'Add to favorites': on the account for a signed-in user, in the browser for a visitor,
 * answered by a 3-second popup that screen readers hear through its status region.
 */
export function FavoriteButton({ eventId, className = "" }: { eventId: string; className?: string }) {
  const session = useSession();
  const { busy, run } = useBusyAction();
  const [popup, setPopup] = useState<Popup | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: Popup) {
    clearTimeout(timer.current);
    setPopup(next);
    timer.current = setTimeout(() => setPopup(null), POPUP_MS);
  }

  function addToFavorites() {
    if (busy) return;
    if (session.status === "unauthenticated") return show(saveInBrowser(eventId));
    // Signed in, or not known yet: the server decides, and a visitor (401) keeps it in the browser.
    void run(async () => {
      const answer = await favoritesRequest("/api/v1/favorites", "POST", { eventId });
      if (answer.status === 401) return show(saveInBrowser(eventId));
      if (answer.ok) return show({ text: answer.message || (answer.status === 201 ? ADDED_MESSAGE : ALREADY_ADDED_MESSAGE), failed: false });
      show({ text: answer.message || "We could not add this event to your favorites. Please try again.", failed: true });
    });
  }

  return (
    <div className={`relative ${className}`}>
      <button
        type="button"
        onClick={addToFavorites}
        aria-disabled={busy || undefined}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-primary-700 px-6 font-semibold text-primary-700 hover:bg-primary-50 aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
            strokeLinejoin="round"
          />
        </svg>
        Add to favorites
      </button>
      {/* Always in the page, so the message is announced when it appears. */}
      <div role="status" className="absolute inset-x-0 top-full z-20 mt-2 flex justify-center">
        {popup ? (
          <p
            className={`rounded-xl border-l-4 px-4 py-2 text-sm font-medium shadow-lg ${
              popup.failed ? "border-red-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"
            }`}
          >
            {popup.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
