"use client";

import { useEffect } from "react";

/** Must match the cache name in public/scan-sw.js. */
const SHELL_CACHE = "scheditix-scan-shell-v1";

/**
 * Installs the scanner's service worker (one script, registered for /scan/ signed in and for
 * /gate/ under a check-in link) and stores this page and every script, style and font it
 * loaded, so the scanner opens with no network after this visit (the worker only sees requests
 * made after it took control, which the first visit's were not).
 */
export function ScannerWorker({ scope }: { scope: "/scan/" | "/gate/" }) {
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("caches" in window)) return;
    void navigator.serviceWorker
      .register("/scan-sw.js", { scope })
      .then(async () => {
        const assets = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith("/_next/static/"))
          .map((url) => url.pathname + url.search);
        const cache = await caches.open(SHELL_CACHE);
        const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
        await cache.addAll([location.pathname, ...(manifest ? [manifest] : []), "/images/logo-mark.svg", ...new Set(assets)]);
      })
      .catch(() => undefined);
  }, [scope]);
  return null;
}
