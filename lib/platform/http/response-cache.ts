import "server-only";
import LRUCache from "lru-cache";

type StoredResponse = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer>; expiresAt: number };

export type ResponseCacheLimits = { seconds: number; maxEntries: number; maxBytes: number };

export type ResponseCache = {
  /** The stored response for `key`, or the one `produce` makes (stored if it is a 200). */
  respond(key: string, produce: () => Promise<Response>): Promise<Response>;
  /** Drops every stored response, and keeps responses computed before this call from being stored. */
  clear(): void;
};

/**
 * Finished responses (status, headers, body bytes) of a public read, per key, for a few seconds: a
 * hit is replayed without reading, mapping or serializing anything. Bounded in entries and bytes;
 * the least recently used go first. Only for responses that depend on nothing but the key (no caller, no headers).
 */
export function createResponseCache({ seconds, maxEntries, maxBytes }: ResponseCacheLimits): ResponseCache {
  // Expiry is checked here against Date.now, so a response lives exactly `seconds` whatever clock the store keeps.
  const entries = new LRUCache<string, StoredResponse>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.byteLength || 1,
  });
  // Bumped by clear(): a response computed from data read before a change must not be stored after it.
  let generation = 0;

  return {
    async respond(key, produce) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return replay(hit);
      const computedIn = generation;
      const response = await produce();
      if (response.status !== 200 || generation !== computedIn) return response;
      const entry: StoredResponse = {
        status: response.status,
        headers: [...response.headers],
        body: new Uint8Array(await response.arrayBuffer()),
        expiresAt: Date.now() + seconds * 1000,
      };
      // One larger than maxBytes is not stored (and pushes nothing out).
      entries.set(key, entry);
      return replay(entry);
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

// A fresh Response per request: the caller adds its own headers (request id, CORS) to it.
const replay = (entry: StoredResponse) => new Response(entry.body, { status: entry.status, headers: entry.headers });
