/** Transfers e-mail whom the caller names: at most this many from one client address an hour. */
export const TRANSFERS_PER_CLIENT = { limit: 60, windowSeconds: 60 * 60 };
