import "server-only";
import LRUCache from "lru-cache";
import type { SessionClaims } from "@/lib/domain/auth/access-token";
import type { SessionUser } from "@/lib/domain/auth/sessions";
import { followSessionChanges, sessionFeedVouchesFor } from "@/lib/domain/change-feed/follow-session-changes";
import { onSessionChange, type SessionChanges } from "@/lib/domain/change-feed/session-feed-state";

/** What a session was found to be: whose, at which session version, until when, and the user's public profile. */
type KeptSession = { userId: string; sessionVersion: number; expiresAt: number; loadedAt: number; user: SessionUser };

/** A kept session is read again after this long whatever the feed says: the bound if a feed record was never written. */
const MAX_AGE_MS = 60_000;
const MAX_SESSIONS = 20_000;

type SessionCacheState = { sessions: LRUCache<string, KeptSession>; generation: number };

// On globalThis: every route bundle may carry its own copy of this module; they share one cache,
// which the session feed's listener (registered once per process, by name) empties.
const processWide = globalThis as typeof globalThis & { __scheditixSessionCache?: SessionCacheState };
const state: SessionCacheState = (processWide.__scheditixSessionCache ??= {
  sessions: new LRUCache<string, KeptSession>({ max: MAX_SESSIONS }),
  generation: 0,
});

function forget(everything: SessionChanges) {
  // What a user holds (their favourites, their tickets) changing leaves their sessions as they were.
  const changes = everything === "anything" ? everything : everything.filter((change) => !change.lists);
  if (changes.length === 0) return;
  // A session read before this change and kept after it would be stale: such reads are not kept.
  state.generation++;
  if (changes === "anything") return state.sessions.clear();
  const users = new Set<string>();
  for (const change of changes) {
    if (change.sessionId) state.sessions.delete(change.sessionId);
    else users.add(change.userId);
  }
  if (users.size === 0) return;
  const stale: string[] = [];
  state.sessions.forEach((session, sessionId) => {
    if (users.has(session.userId)) stale.push(sessionId);
  });
  for (const sessionId of stale) state.sessions.delete(sessionId);
}

onSessionChange("sessions", forget);

/**
 * The user of a session this process read lately, while the session feed vouches that nothing has
 * ended it since (follow-session-changes.ts: a logout, password change or deletion anywhere is
 * heard within a second); undefined when the database must be asked.
 */
export function keptSessionUser(claims: SessionClaims, now = Date.now()): SessionUser | undefined {
  followSessionChanges();
  const kept = state.sessions.get(claims.sessionId);
  if (!kept || kept.userId !== claims.userId || kept.sessionVersion !== claims.sessionVersion) return undefined;
  if (kept.expiresAt <= now || now - kept.loadedAt >= MAX_AGE_MS || !sessionFeedVouchesFor(kept.loadedAt, now)) return undefined;
  return { ...kept.user };
}

/** Call before reading a session from the database; `keep` stores what was read unless a change arrived meanwhile. */
export function sessionRead() {
  const generation = state.generation;
  const loadedAt = Date.now();
  return {
    keep(claims: SessionClaims, expiresAt: Date, user: SessionUser) {
      if (state.generation !== generation || !sessionFeedVouchesFor(loadedAt)) return;
      state.sessions.set(claims.sessionId, {
        userId: claims.userId,
        sessionVersion: claims.sessionVersion,
        expiresAt: expiresAt.getTime(),
        loadedAt,
        user,
      });
    },
  };
}
