import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keptSessionUser, sessionRead } from "@/lib/domain/auth/session-cache";
import type { SessionUser } from "@/lib/domain/auth/sessions";
import { sessionFeed, tellSessionChangeListeners } from "@/lib/domain/change-feed/session-feed-state";

const user = (id: string): SessionUser => ({
  _id: id,
  fullname: "Chiamaka Eze",
  email: "c@example.com",
  phoneNo: "",
  plan: "basic",
  avatarUrl: null,
  isLoggedIn: true,
});
const claims = (sessionId: string, userId = "u1", sessionVersion = 0) => ({ userId, sessionId, sessionVersion });
const T0 = 1_800_000_000_000;
const inAnHour = new Date(T0 + 3_600_000);
const tell = (changes: Parameters<typeof tellSessionChangeListeners>[0]) =>
  tellSessionChangeListeners(changes, (name, error) => {
    throw error;
  });

/** The feed followed since T0 and read at `readAt`. */
function feedReadAt(readAt: number) {
  sessionFeed.following = true; // no poller in a unit test
  sessionFeed.knownSince = T0;
  sessionFeed.confirmedAt = readAt;
}

function keep(sessionId: string, userId = "u1") {
  sessionRead().keep(claims(sessionId, userId), inAnHour, user(userId));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0 + 100);
  feedReadAt(T0 + 100);
  tell("anything");
});
afterEach(() => vi.useRealTimers());

describe("sessions kept in the process", () => {
  it("answers a session read while the feed vouches for it, without the database", () => {
    keep("s1");
    expect(keptSessionUser(claims("s1"))?.fullname).toBe("Chiamaka Eze");
  });

  it("asks the database again when the feed has not been read for more than 750 ms", () => {
    keep("s1");
    expect(keptSessionUser(claims("s1"), T0 + 850)).toBeDefined();
    expect(keptSessionUser(claims("s1"), T0 + 851)).toBeUndefined();
  });

  it("keeps nothing read before the feed was followed", () => {
    sessionFeed.knownSince = T0 + 200;
    keep("s1");
    expect(keptSessionUser(claims("s1"))).toBeUndefined();
  });

  it("never answers claims of another user or an older session version", () => {
    keep("s1");
    expect(keptSessionUser(claims("s1", "u2"))).toBeUndefined();
    expect(keptSessionUser(claims("s1", "u1", 1))).toBeUndefined();
  });

  it("forgets a session on its logout, every session of a user on a change to the user, and everything when a record was missed", () => {
    keep("s1");
    keep("s2");
    keep("s3", "u2");
    tell([{ userId: "u1", sessionId: "s1" }]);
    expect(keptSessionUser(claims("s1"))).toBeUndefined();
    expect(keptSessionUser(claims("s2"))).toBeDefined();
    tell([{ userId: "u1" }]);
    expect(keptSessionUser(claims("s2"))).toBeUndefined();
    expect(keptSessionUser(claims("s3", "u2"))).toBeDefined();
    tell("anything");
    expect(keptSessionUser(claims("s3", "u2"))).toBeUndefined();
  });

  it("does not keep a read that began before a change arrived", () => {
    const read = sessionRead();
    tell([{ userId: "u1", sessionId: "s1" }]);
    read.keep(claims("s1"), inAnHour, user("u1"));
    expect(keptSessionUser(claims("s1"))).toBeUndefined();
  });

  it("reads the session again after a minute whatever the feed says", () => {
    keep("s1");
    feedReadAt(T0 + 60_050);
    expect(keptSessionUser(claims("s1"), T0 + 60_099)).toBeDefined();
    expect(keptSessionUser(claims("s1"), T0 + 60_100)).toBeUndefined();
  });
});
