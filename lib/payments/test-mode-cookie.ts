/**
 * Set by the middleware on every page while payments run in TEST MODE, so the banner shows on
 * pages prerendered before the server knew its configuration.
 */
export const TEST_MODE_COOKIE = "scheditix-test-mode";
