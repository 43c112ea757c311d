// A page that fails because the database cannot be reached is a 503 (the service is briefly
// unavailable; try again), not a 500 (a fault of ours). Next answers every failed page with 500 and
// its error page, so the front door changes the status on the way out while the app reports the
// database unreachable (lib/database-status.ts publishes that on globalThis; same process).
// Pages Next can still answer (a cached event page, the home page without its lists) are untouched.

const STATUS = Symbol.for("scheditix.databaseStatus");

/** True while the app reports its database unreachable. */
export const databaseKnownDown = () => globalThis[STATUS]?.isDown() === true;

// Seconds a client (or a load balancer) is asked to wait before trying again.
const RETRY_AFTER_SECONDS = "5";

/**
 * Makes a 5xx page answer a 503 with Retry-After when the database is the reason.
 * @param {import("node:http").ServerResponse} response
 */
export function unavailableWhenDatabaseDown(response) {
  const { writeHead } = response;
  response.writeHead = function (status, ...rest) {
    if (status >= 500 && databaseKnownDown()) {
      this.setHeader("retry-after", RETRY_AFTER_SECONDS);
      this.setHeader("cache-control", "no-store");
      return writeHead.call(this, 503, ...rest.filter((part) => typeof part !== "string"));
    }
    return writeHead.call(this, status, ...rest);
  };
}
