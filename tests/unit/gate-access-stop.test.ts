import { describe, expect, it } from "vitest";
import { accessStop } from "@/lib/browser/gate-offline/access-stop";

const NOW = Date.parse("2026-12-12T17:00:00Z");

describe("when a gate scanner stops admitting", () => {
  it("keeps admitting while the server has not refused it and its link still has time", () => {
    expect(accessStop(null, null, NOW)).toBeNull();
    expect(accessStop(null, "2026-12-12T17:00:01Z", NOW)).toBeNull();
  });

  it("stops once the server has refused it, whatever the link's lifetime", () => {
    const refused = { message: "This check-in link does not work here", at: "2026-12-12T16:00:00Z" };
    expect(accessStop(refused, "2026-12-13T00:00:00Z", NOW)).toBe(refused);
  });

  it("stops by itself when the link's lifetime is over, saying when in Lagos time", () => {
    expect(accessStop(null, "2026-12-12T17:00:00Z", NOW)).toEqual({ message: "It expired on 12 Dec 2026, 18:00.", at: "2026-12-12T17:00:00Z" });
  });
});
