// A page that fails because the database cannot be reached is a 503 (the service is briefly
// unavailable; try again), not a 500 (a fault of ours). Next answers every failed page with 500 and
// an error page that only its browser script can show, so the front door answers such a page
// itself: a 503 with Retry-After and a short page that needs no script. It knows the database is
// the reason because the app says so (lib/platform/database-status.ts publishes that on globalThis; same
// process). Pages Next can still answer (a cached event page, the home page without its lists)
// are untouched.

import { plainPage } from "./plain-page.mjs";

const STATUS = Symbol.for("scheditix.databaseStatus");

/** True while the app reports its database unreachable. */
export const databaseKnownDown = () => globalThis[STATUS]?.isDown() === true;

// Seconds a client (or a load balancer) is asked to wait before trying again.
const RETRY_AFTER_SECONDS = "5";

const PAGE = plainPage({
  title: "Back in a moment",
  heading: "Scheditix is briefly unavailable",
  text: "We could not load this page just now. Please try again in a moment; your tickets and orders are safe.",
  link: { href: "", label: "Try again" },
});

// What described Next's own answer: the 503 page replaces it.
const ANSWER_HEADERS = [
  "content-length",
  "content-encoding",
  "content-type",
  "transfer-encoding",
  "etag",
  "vary",
  "cache-control",
  "link",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
];

/**
 * Answers a failed page (5xx) with the 503 page while the database is down; anything else goes out
 * as Next wrote it.
 * @param {import("node:http").ServerResponse} response
 */
export function unavailableWhenDatabaseDown(response) {
  const { writeHead, write, end } = response;
  let replaced = false;
  // Decided when the status is known, before any of Next's body goes out.
  const takeOver = (status) => {
    if (replaced || response.headersSent || status < 500 || !databaseKnownDown()) return replaced;
    replaced = true;
    for (const name of ANSWER_HEADERS) response.removeHeader(name);
    writeHead.call(response, 503, {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(PAGE.length),
      "cache-control": "no-store",
      "retry-after": RETRY_AFTER_SECONDS,
    });
    end.call(response, PAGE);
    return true;
  };
  const done = (...callbacks) => callbacks.find((callback) => typeof callback === "function")?.();
  response.writeHead = function (status, ...rest) {
    return takeOver(status) ? this : writeHead.call(this, status, ...rest);
  };
  response.write = function (chunk, encoding, callback) {
    if (!takeOver(this.statusCode)) return write.call(this, chunk, encoding, callback);
    done(encoding, callback);
    return true;
  };
  response.end = function (chunk, encoding, callback) {
    if (!takeOver(this.statusCode)) return end.call(this, chunk, encoding, callback);
    done(chunk, encoding, callback);
    return this;
  };
}
