import "server-only";

type StoredResponse = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer>; expiresAt: number };

export type ResponseCacheLimits = { seconds: number; maxEntries: number; maxBytes: number };

export type ResponseCache = {
  /** The stored answer for `key`, or the one `produce` makes (stored if it is a 200). */
  respond(key: string, produce: () => Promise<Response>): Promise<Response>;
  /** Drops every stored answer, and keeps answers computed before this call from being stored. */
  clear(): void;
};

/**
 * Finished answers (status, headers, body bytes) of a public read, per key, for a few seconds: a
 * hit is replayed without reading, mapping or serializing anything. Bounded in entries and bytes;
 * the oldest go first. Only for answers that depend on nothing but the key (no caller, no headers).
 */
export function createResponseCache({ seconds, maxEntries, maxBytes }: ResponseCacheLimits): ResponseCache {
  const entries = new Map<string, StoredResponse>();
  let bytes = 0;
  // Bumped by clear(): an answer computed from data read before a change must not be stored after it.
  let generation = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.byteLength;
    entries.delete(key);
  };

  const store = (key: string, entry: StoredResponse) => {
    if (entry.body.byteLength > maxBytes) return;
    forget(key);
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  };

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
      store(key, entry);
      return replay(entry);
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
  };
}

// A fresh Response per request: the caller adds its own headers (request id, CORS) to it.
const replay = (entry: StoredResponse) => new Response(entry.body, { status: entry.status, headers: entry.headers });
