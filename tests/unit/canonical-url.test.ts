import { describe, expect, it } from "vitest";
import { canonicalEventUrl, isCanonicalPath } from "../../server/canonical-url.mjs";

const id = "64b7f0c2a1b2c3d4e5f60718";

describe("canonical event URLs", () => {
  it("leave the lower-case id alone", () => {
    expect(canonicalEventUrl(`/event-details/${id}`)).toBeNull();
    expect(canonicalEventUrl(`/event-details/${id}?ref=mail`)).toBeNull();
  });

  it("send another case or a percent-encoded id to the lower-case one, keeping the query", () => {
    expect(canonicalEventUrl(`/event-details/${id.toUpperCase()}`)).toBe(`/event-details/${id}`);
    expect(canonicalEventUrl(`/event-details/%36%34${id.slice(2)}?ref=mail`)).toBe(`/event-details/${id}?ref=mail`);
    expect(canonicalEventUrl(`/event-details/${id.slice(0, 23)}%46`)).toBe(`/event-details/${id.slice(0, 23)}f`);
  });

  it("leave what is no id, or not an event page, to the app", () => {
    for (const url of [
      "/event-details/nope",
      "/event-details/%E0%A4%A",
      `/event-details/${id}0`,
      `/event-details/${id}/x`,
      `/home-page/${id.toUpperCase()}`,
      "/",
    ]) {
      expect(canonicalEventUrl(url), url).toBeNull();
    }
  });

  it("recognise only our pages' one spelling of a path as canonical", () => {
    for (const path of ["/", "/event-details/64b7f0c2a1b2c3d4e5f60718", "/home-page/main", "/api/v1/events"])
      expect(isCanonicalPath(path), path).toBe(true);
    for (const path of ["/Event-Details/1", "/event-details/%36", "//x", "/x/", "/x/../y", "/x/./y", "/x;y", ""])
      expect(isCanonicalPath(path), path).toBe(false);
  });
});
