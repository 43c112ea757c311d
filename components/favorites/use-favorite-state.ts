"use client";

import { useEffect, useState } from "react";
import { addBrowserFavorite, readBrowserFavorites, removeBrowserFavorite } from "@/components/favorites/browser-favorites";
import { favoritesRequest } from "@/components/favorites/favorites-api";
import { useSession } from "@/components/session/use-session";

type Place = "account" | "browser";
/** `failed` is a sentence to show; `added` is false when it was a favourite already. */
export type FavoriteChange = { added?: boolean; failed?: string };

const path = (eventId: string) => `/api/v1/favorites/${encodeURIComponent(eventId)}`;

/** Where the favourite is kept and whether this event is one; null until known. */
async function lookUp(eventId: string, signedIn: boolean): Promise<{ place: Place; saved: boolean | null }> {
  if (signedIn) {
    const response = await favoritesRequest(path(eventId), "GET");
    // A session that ended meanwhile: this browser's copy, as for any visitor.
    if (response.ok) return { place: "account", saved: Boolean((response.data as { favorite?: unknown } | null)?.favorite) };
    if (response.status !== 401) return { place: "account", saved: null };
  }
  return { place: "browser", saved: readBrowserFavorites().includes(eventId) };
}

/**
 * Whether an event is a favourite — on the account for a signed-in user, in this browser for a
 * visitor — and the two changes, each kept where the favourite lives.
 */
export function useFavoriteState(eventId: string) {
  const session = useSession();
  const [state, setState] = useState<{ place: Place; saved: boolean | null }>({ place: "browser", saved: null });

  useEffect(() => {
    if (session.status === "loading") return;
    let current = true;
    void lookUp(eventId, session.status === "authenticated").then((found) => {
      if (current) setState(found);
    });
    return () => {
      current = false;
    };
  }, [eventId, session.status]);

  function keepInBrowser(added: boolean): FavoriteChange {
    setState({ place: "browser", saved: true });
    return { added };
  }

  async function add(): Promise<FavoriteChange> {
    if (state.place === "browser" && session.status !== "authenticated") return keepInBrowser(addBrowserFavorite(eventId));
    const response = await favoritesRequest("/api/v1/favorites", "POST", { eventId });
    if (response.status === 401) return keepInBrowser(addBrowserFavorite(eventId));
    if (!response.ok) return { failed: response.message || "We could not add this event to your favourites. Please try again." };
    setState({ place: "account", saved: true });
    return { added: response.status === 201 };
  }

  async function remove(): Promise<FavoriteChange> {
    if (state.place === "browser") {
      removeBrowserFavorite(eventId);
    } else {
      const response = await favoritesRequest(path(eventId), "DELETE");
      if (!response.ok) return { failed: response.message || "We could not remove this favourite. Please try again." };
    }
    setState((current) => ({ ...current, saved: false }));
    return {};
  }

  return { saved: state.saved, add, remove };
}
