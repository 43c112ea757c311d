"use client";

import { useSyncExternalStore } from "react";

export type SessionState =
  | { status: "loading"; data: null }
  | { status: "unauthenticated"; data: null }
  | { status: "authenticated"; data: { user: { id?: string; name?: string | null; email?: string | null } } };

const LOADING: SessionState = { status: "loading", data: null };
const SIGNED_OUT: SessionState = { status: "unauthenticated", data: null };

let state: SessionState = LOADING;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load() {
  request ??= fetch("/api/auth/session", { cache: "no-store" })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { user?: { id?: string; name?: string; email?: string } } | null) => {
      state = body?.user ? { status: "authenticated", data: { user: body.user } } : SIGNED_OUT;
    })
    .catch(() => {
      state = SIGNED_OUT;
    })
    .finally(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/**
 * The browser's view of the web session, read once per page load from next-auth's session endpoint.
 * A few hundred bytes instead of next-auth's SessionProvider on every public page.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}

/** After signing in or out: read the session again and update every component that shows it. */
export function refreshSession(): void {
  request = null;
  load();
}
