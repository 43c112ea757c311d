"use client";

import { useEffect, useState } from "react";
import { readBrowserFavorites, removeBrowserFavorite } from "@/components/favorites/browser-favorites";
import { EventCard } from "@/components/events/event-card";
import { NoFavorites } from "@/components/favorites/no-favorites";
import { favoritesRequest, type FavoriteEvent } from "@/components/favorites/favorites-api";
import { REMOVED_MESSAGE } from "@/components/favorites/favorite-messages";
import { RemoveFavoriteButton } from "@/components/favorites/remove-favorite-button";
import { useSession } from "@/components/session/use-session";
import { toast } from "@/components/ui/use-toast";

type Source = "account" | "browser";
type ListState = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; source: Source; events: FavoriteEvent[] };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** API images are absolute (for other origins); the page loads them from its own origin, as its CSP wants. */
function sameOriginPath(url: string): string {
  try {
    const { pathname, search } = new URL(url, window.location.origin);
    return `${pathname}${search}`;
  } catch {
    return "/images/event-placeholder.svg";
  }
}

/** An event as the API answers it, or null for anything else. */
function toFavoriteEvent(value: unknown): FavoriteEvent | null {
  const event = value as Record<string, unknown> | null;
  if (!event || typeof event._id !== "string") return null;
  const image = event.image as { imageUrl?: unknown } | undefined;
  return {
    _id: event._id,
    eventTitle: text(event.eventTitle),
    eventDescription: text(event.eventDescription),
    eventLocation: text(event.eventLocation),
    ticketPrice: typeof event.ticketPrice === "number" ? event.ticketPrice : 0,
    feeMode: event.feeMode === "pass" ? "pass" : "absorb",
    imageUrl: sameOriginPath(text(image?.imageUrl) || "/images/event-placeholder.svg"),
  };
}

async function accountFavorites(): Promise<ListState | null> {
  const response = await favoritesRequest("/api/v1/favorites", "GET");
  if (response.status === 401) return null;
  if (!response.ok) return { kind: "failed", message: response.message || "We could not load your favourites." };
  const events = (Array.isArray(response.data) ? response.data : []).map(toFavoriteEvent).filter((event) => event !== null);
  return { kind: "ready", source: "account", events };
}

/** The visitor's saved ids, resolved through the public event API; events that no longer exist are forgotten. */
async function browserFavorites(): Promise<ListState> {
  const responses = await Promise.all(
    readBrowserFavorites().map(async (id) => ({ id, response: await favoritesRequest(`/api/v1/event/${id}`, "GET") })),
  );
  const events: FavoriteEvent[] = [];
  for (const { id, response } of responses) {
    if (response.status === 404) removeBrowserFavorite(id);
    const event = response.ok ? toFavoriteEvent(response.data) : null;
    if (event) events.push(event);
  }
  const failed = responses.some(({ response }) => !response.ok && response.status !== 404);
  if (failed && events.length === 0) return { kind: "failed", message: "We could not load your favourites." };
  return { kind: "ready", source: "browser", events };
}

/** The public favourites page's list: the account's for a signed-in user, this browser's for a visitor. */
export function FavoriteList({ headingId }: { headingId: string }) {
  const session = useSession();
  const [state, setState] = useState<ListState>({ kind: "loading" });
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    if (session.status === "loading") return;
    let current = true;
    (async () => {
      const fromAccount = session.status === "authenticated" ? await accountFavorites() : null;
      const next = fromAccount ?? (await browserFavorites());
      if (current) setState(next);
    })();
    return () => {
      current = false;
    };
  }, [session.status]);

  async function remove(source: Source, eventId: string) {
    if (source === "account") {
      setRemoving(eventId);
      const response = await favoritesRequest(`/api/v1/favorites/${encodeURIComponent(eventId)}`, "DELETE");
      setRemoving(null);
      if (!response.ok) {
        toast.error(response.message || "We could not remove this favourite. Please try again.");
        return;
      }
    } else {
      removeBrowserFavorite(eventId);
    }
    setState((previous) =>
      previous.kind === "ready" ? { ...previous, events: previous.events.filter((event) => event._id !== eventId) } : previous,
    );
    toast.success(REMOVED_MESSAGE);
    // The button is gone with its card: keep keyboard users in the list rather than at the top of the page.
    document.getElementById(headingId)?.focus();
  }

  if (state.kind === "loading") {
    return (
      <p role="status" className="text-muted">
        Loading your favourites...
      </p>
    );
  }
  if (state.kind === "failed") {
    return (
      <p role="alert" className="rounded-2xl border border-red-700 bg-red-50 p-4 text-red-900">
        {state.message}
      </p>
    );
  }
  if (state.events.length === 0) return <NoFavorites />;
  return (
    <>
      {state.source === "browser" ? (
        <p className="text-muted">
          These favourites are kept in this browser.{" "}
          <a href="/login?callbackUrl=%2Ffavorite" className="font-medium text-primary-700 underline underline-offset-4 hover:text-primary-800">
            Log in
          </a>{" "}
          to keep them on your account.
        </p>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {state.events.map((event) => (
          <li key={event._id}>
            <EventCard
              variant="favourite"
              event={event}
              removeButton={
                <RemoveFavoriteButton title={event.eventTitle} busy={removing === event._id} onRemove={() => remove(state.source, event._id)} />
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}
