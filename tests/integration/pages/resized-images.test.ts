import { describe, expect, it } from "vitest";
import { baseUrl } from "../../support/http";

// The image optimiser resizes an image once per width, quality and format, then serves the copy it
// kept (lib/platform/http/page-cache-handler.mjs): a poster shown to every visitor is not resized
// again for each of them.

const WEBP = { accept: "image/avif,image/webp,image/*,*/*;q=0.8" };

async function resized(source: string, width: number) {
  const response = await fetch(`${baseUrl()}/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=75`, { headers: WEBP });
  return {
    status: response.status,
    cache: response.headers.get("x-nextjs-cache"),
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe("resized images", () => {
  it("are resized on the first request for a width and served from the kept copy after", async () => {
    const source = "/images/scan-icon-512.png";
    const first = await resized(source, 256);
    expect(first).toMatchObject({ status: 200, cache: "MISS", type: "image/webp" });
    const again = await resized(source, 256);
    expect(again).toMatchObject({ status: 200, cache: "HIT", type: "image/webp" });
    expect(again.bytes.equals(first.bytes)).toBe(true);
    // Another width is another copy.
    expect((await resized(source, 384)).cache).toBe("MISS");
    expect((await resized(source, 384)).cache).toBe("HIT");
  });
});
