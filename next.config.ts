import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { contentSecurityPolicy } from "./lib/platform/http/content-security-policy";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(self), microphone=(), geolocation=()" },
];

// The page CSP does not vary per request, so it is a static header rather than middleware work.
// Next compiles a header value that contains ":" against the matched path's params on every request
// (about 7 % of a cached event page's CPU, profiled), so the busiest public pages get a CSP without
// scheme sources: the home page, event pages, categories and search. They draw no data: or blob:
// images, and every way out of them is a full page load (plain <a> links), so no page that needs
// data: (a ticket's QR code), blob: (a picked file's preview) or the camera is ever shown inside a
// document under their policy. Every other page gets the full one: a page the client router reaches
// from another (the dashboard after the login form, the tickets after the payment page) keeps the
// policy of the document it started in, so the pages linked that way must all share it.
// No page CSP on the API (JSON), on /media (stored files carry their own sandboxing CSP) or on
// the TEST MODE checkout (the middleware writes its CSP, which names the signed return origin).
// The browser tests fail on any CSP violation (e2e/fixtures/page-guard.ts).
const HOT_PUBLIC_PAGES = "(?:home-page/.*|categories-edition/.*|event-details/.*|event-categories|explore-category|search)?";
const PLAIN_PAGES = `/:path(${HOT_PUBLIC_PAGES})`;
const PAGES_WITH_SCHEME_SOURCES = `/:path((?!api/|media/|test-checkout/|_next/)(?!${HOT_PUBLIC_PAGES}$).*)`;

// The browser's session (its store and the small components that read it) and the toast store are
// used by the layouts and by many pages. Each layout and page is its own webpack entry, so without
// this chunk of their own every layout or page chunk that uses one would carry a copy.
const CLIENT_STORES_CHUNK = {
  test: /[\\/]components[\\/](?:session[\\/]|ui[\\/]use-toast\.ts$)/,
  name: "client-stores",
  chunks: "all",
  enforce: true,
  priority: 20,
};

type WebpackConfig = {
  optimization: { splitChunks: { cacheGroups: Record<string, unknown> } };
  resolve: { alias?: Record<string, string | false | string[]> };
};

// In the browser, zod without `new Function` (lib/browser/zod-without-eval.ts): the page CSP allows no eval.
const BROWSER_ZOD = path.resolve(__dirname, "lib/browser/zod-without-eval.ts");

export default function nextConfig(phase: string): NextConfig {
  const development = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    output: "standalone",
    poweredByHeader: false,
    // Next computes a page's ETag by hashing the whole HTML in JavaScript on every request: about
    // a seventh of the CPU a cached event page costs (profiled). Pages carry Cache-Control instead.
    generateEtags: false,
    // `npm run dev` serves its scripts to localhost only; a newcomer typing http://127.0.0.1:3000
    // would get a page that never hydrates.
    allowedDevOrigins: ["127.0.0.1"],
    experimental: { isrFlushToDisk: false },
    // The existing client calls `/api/v1/login/user/` and `/api/v1/logout/` with a
    // trailing slash; a redirect would break its CORS preflight.
    skipTrailingSlashRedirect: true,
    // FerretDB runs as its own process; mongoose must stay a real Node module.
    serverExternalPackages: ["mongoose"],
    // Pages rendered on request (event pages, the home page) are kept in memory only, in an LRU of
    // at most this many bytes per process: on disk, one file set per address ever asked for grew
    // without bound. Every start renders them afresh anyway (lib/jobs/server-start.ts). The handler is
    // Next's own, except that it never keeps a 404 (lib/platform/http/page-cache-handler.mjs).
    cacheHandler: require.resolve("./lib/platform/http/page-cache-handler.mjs"),
    cacheMaxMemorySize: 50 * 1024 * 1024,
    // The image optimiser's resized images are kept by the same handler, in an LRU of their own:
    // otherwise, with pages kept in memory, Next keeps no resized image at all.
    images: { customCacheHandler: true },
    // bcrypt runs on worker threads from a file outside the bundle (lib/domain/auth/password-pool.ts): the
    // standalone output needs that file and the bcryptjs it imports, at the same paths as here.
    outputFileTracingIncludes: { "/**": ["./lib/domain/auth/password-worker.mjs", "./node_modules/bcryptjs/**/*"] },
    webpack(config: WebpackConfig, { isServer, dev }: { isServer: boolean; dev: boolean }) {
      if (!isServer && !dev) config.optimization.splitChunks.cacheGroups.clientStores = CLIENT_STORES_CHUNK;
      if (!isServer) config.resolve.alias = { ...config.resolve.alias, zod$: BROWSER_ZOD };
      return config;
    },
    async headers() {
      return [
        // One parameter matched as a whole: "/:path*" would split every URL into segments and decode each.
        { source: "/:path(.*)", headers: securityHeaders },
        { source: PLAIN_PAGES, headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ development }) }] },
        {
          source: PAGES_WITH_SCHEME_SOURCES,
          headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ development, schemeSources: true }) }],
        },
      ];
    },
    async rewrites() {
      // The home page and the categories page with no tab chosen render under a dynamic segment, so
      // they are cached without a build-time copy. /event-categories is a page of its own (a chosen
      // tab), so its rewrite has to come before the pages are matched.
      return {
        beforeFiles: [{ source: "/event-categories", missing: [{ type: "query", key: "category" }], destination: "/categories-edition/all" }],
        afterFiles: [{ source: "/", destination: "/home-page/main" }],
        fallback: [],
      };
    },
    async redirects() {
      // Pages have one canonical URL, without the trailing slash; the API keeps its slashes.
      return [{ source: "/:path((?!api/).*[^/])/", destination: "/:path", permanent: true }];
    },
  };
}
