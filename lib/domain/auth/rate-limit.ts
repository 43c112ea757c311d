import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { upsertRacing } from "@/lib/platform/duplicate-key";
import { RateLimit } from "@/models/RateLimit";

export type RateRule = { limit: number; windowSeconds: number };

// Fixed windows: the key of the current window is `${key}:${windowIndex}`.
function windowKey(key: string, rule: RateRule, now: number) {
  const index = Math.floor(now / (rule.windowSeconds * 1000));
  return { key: `${key}:${index}`, expiresAt: new Date((index + 1) * rule.windowSeconds * 1000) };
}

export function tooMany(expiresAt: Date, now: number): ApiError {
  const minutes = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 60_000));
  return new ApiError("rate_limited", `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`);
}

/**
 * Counts one attempt (or `attempts` at once) against `key` in the current window; answers the count
 * so far, these included. Shared by every instance.
 */
export async function countAttempt(key: string, rule: RateRule, attempts = 1): Promise<{ count: number; expiresAt: Date; now: number }> {
  await connectToDatabase();
  const now = Date.now();
  const window = windowKey(key, rule, now);
  const bump = () =>
    RateLimit.findOneAndUpdate(
      { key: window.key },
      { $inc: { count: attempts }, $setOnInsert: { expiresAt: window.expiresAt } },
      { upsert: true, returnDocument: "after" },
    ).lean();
  // Two first attempts in one window can race to insert; the loser retries as an update.
  const counter = await upsertRacing(bump);
  return { count: counter?.count ?? attempts, expiresAt: window.expiresAt, now };
}

/** Takes back one attempt counted in this window (a reserved try that turned out not to count). */
export async function uncountAttempt(key: string, rule: RateRule): Promise<void> {
  await connectToDatabase();
  const window = windowKey(key, rule, Date.now());
  await RateLimit.updateOne({ key: window.key, count: { $gt: 0 } }, { $inc: { count: -1 } });
}

/** Counts one attempt; throws a 429 once the window's limit is passed. */
export async function consumeRateLimit(key: string, rule: RateRule): Promise<void> {
  const { count, expiresAt, now } = await countAttempt(key, rule);
  if (count > rule.limit) throw tooMany(expiresAt, now);
}

/** Attempts already counted against `key` in this window, without counting one. */
export async function currentCount(key: string, rule: RateRule): Promise<{ count: number; expiresAt: Date; now: number }> {
  await connectToDatabase();
  const now = Date.now();
  const window = windowKey(key, rule, now);
  const counter = await RateLimit.findOne({ key: window.key }, { count: 1 }).lean();
  return { count: counter?.count ?? 0, expiresAt: window.expiresAt, now };
}

/** Throws a 429 if `key` already reached its limit in this window, without counting an attempt. */
export async function assertUnderRateLimit(key: string, rule: RateRule): Promise<void> {
  const { count, expiresAt, now } = await currentCount(key, rule);
  if (count >= rule.limit) throw tooMany(expiresAt, now);
}

/** Counts one use of `key`; answers whether it is still within the limit (for caps that stay silent). */
export async function withinRateLimit(key: string, rule: RateRule): Promise<boolean> {
  return (await countAttempt(key, rule)).count <= rule.limit;
}

export const RATE_RULES = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  // Failed logins per (account, client address): a short lock, then a daily one (backoff).
  loginFailuresPerClient: { limit: 5, windowSeconds: 15 * 60 },
  loginFailuresPerClientDaily: { limit: 20, windowSeconds: 24 * 60 * 60 },
  // Failed logins against one account from everywhere; past it, only clients that have not failed may try.
  loginFailuresPerAccount: { limit: 100, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  mailPerIp: { limit: 10, windowSeconds: 60 * 60 },
  // Account mails (reset, verification) actually sent; requests past these are answered the same and dropped.
  // Each client has its own small cap; the account-wide one, for clients the account does not know,
  // is ten times that, so strangers need ten addresses an hour to keep a new device of the owner waiting.
  mailsPerClientAndAccount: { limit: 3, windowSeconds: 15 * 60 },
  mailsPerAccount: { limit: 30, windowSeconds: 60 * 60 },
  // Ticket e-mails per buyer account: a buyer types the address at purchase, and free tickets go at
  // once, so without a cap an account could mail anyone over and over. Past it, tickets are still
  // issued and shown in the app; only the mail is skipped.
  ticketMailsPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  // Ticket e-mails of free orders per recipient address, a day: free tickets cost nothing, so
  // anyone could otherwise mail a stranger over and over. Paid orders' mails are always sent.
  freeTicketMailsPerRecipient: { limit: 5, windowSeconds: 24 * 60 * 60 },
  // Guest buyer records (one per new e-mail address bought with) created per client address, an hour.
  guestRecordsPerClient: { limit: 20, windowSeconds: 60 * 60 },
  // Ticket links sent again (a broken link's "send my tickets"): per client address, refused with a
  // 429; per (e-mail, client) and per e-mail, past which requests are answered the same and send nothing.
  ticketLinkRequestsPerIp: { limit: 10, windowSeconds: 60 * 60 },
  ticketLinkMailsPerClientAndEmail: { limit: 3, windowSeconds: 15 * 60 },
  ticketLinkMailsPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  // Bank account name lookups (and saves, which look up too) per organiser.
  accountLookupsPerUser: { limit: 20, windowSeconds: 60 * 60 },
  // Promo and access codes refused (unknown, ended, used up) per client address and event, on the
  // quote and purchase paths: a buyer mistypes a few; 150 tries a second is someone guessing.
  codeGuessesPerClient: { limit: 20, windowSeconds: 15 * 60 },
  // Holds placed without an account per client address and event, within one hold's 15 minutes:
  // a family buying in a few orders fits; a stranger cannot hold a show's stock from one address.
  guestHoldsPerClient: { limit: 5, windowSeconds: 15 * 60 },
  // Check-ins per account or check-in link at one event's gate, a minute: 20 a second, so ten
  // devices sharing one account and scanning every half second never meet it; a script does.
  checkInsPerActor: { limit: 1_200, windowSeconds: 60 },
} satisfies Record<string, RateRule>;
