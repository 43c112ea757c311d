/**
 * The web app manifest of a gate scanner: `/scan/{eventId}` signed in, or `/gate/{token}` under a
 * check-in link. Its start URL is the page itself; the scope is where the service worker serves it.
 */
export function scannerManifest(startUrl: `/scan/${string}` | `/gate/${string}`): Response {
  const manifest = {
    name: "Scheditix gate scanner",
    short_name: "Gate scanner",
    description: "Checks tickets in at the gate, with or without signal",
    id: startUrl,
    start_url: startUrl,
    scope: startUrl.startsWith("/gate/") ? "/gate/" : "/scan/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#ff5722",
    icons: [
      { src: "/images/scan-icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/images/scan-icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/images/logo-mark.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "content-type": "application/manifest+json",
      // A link's manifest names its token: kept by the browser only, never by a shared cache or an index.
      "cache-control": startUrl.startsWith("/gate/") ? "private, max-age=3600" : "public, max-age=3600",
      ...(startUrl.startsWith("/gate/") ? { "x-robots-tag": "noindex, nofollow" } : {}),
    },
  });
}
