// The offline gate scanner's service worker, registered twice from the site root: scope /scan/
// (signed in, /scan/{eventId}) and scope /gate/ (a check-in link, /gate/{token}). The page stores
// its own shell in the cache on each visit (components/gate/scanner-worker.tsx), keyed by its path,
// so each event and each link has its own copy; the check-in list lives in IndexedDB.
const SHELL_CACHE = "scheditix-scan-shell-v1";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith("scheditix-scan-") && name !== SHELL_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * The network first for pages, so a visit with signal refreshes the stored copy (a revoked link's
 * page replaces its scanner); the stored copy when there is no network.
 */
async function page(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(new URL(request.url).pathname, response.clone());
    return response;
  } catch (error) {
    const stored = await cache.match(new URL(request.url).pathname);
    if (stored) return stored;
    throw error;
  }
}

/** Next's build files never change under one name: the stored copy first. */
async function asset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const stored = await cache.match(request, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  const scannerPage = url.pathname.startsWith("/scan/") || url.pathname.startsWith("/gate/");
  if (request.mode === "navigate" && scannerPage) return event.respondWith(page(request));
  if (url.pathname.startsWith("/_next/static/") || scannerPage || url.pathname.startsWith("/images/")) {
    event.respondWith(asset(request));
  }
});
