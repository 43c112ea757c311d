import { describe, expect, it } from "vitest";
import { matchesEtag } from "@/lib/platform/media/media-response";
import { etagOf } from "@/lib/platform/media/storage-key";

describe("revalidating a stored file", () => {
  const etag = etagOf("events/abc.webp", 1234);

  it("gives the same tag for the same key and size, and another for another key or size", () => {
    expect(etagOf("events/abc.webp", 1234)).toBe(etag);
    expect(etagOf("events/abd.webp", 1234)).not.toBe(etag);
    expect(etagOf("events/abc.webp", 1235)).not.toBe(etag);
  });

  it("knows the client's copy from If-None-Match: the tag, weak, in a list, or *", () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(null, etag)).toBe(false);
  });
});
