import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../../support/http";

/** Where a redirect points, as path and query on this site. */
const target = (location: string | null) => {
  const url = new URL(location ?? "", baseUrl());
  return url.origin === baseUrl() ? `${url.pathname}${url.search}` : url.href;
};

describe("page URLs ending in a slash", () => {
  it("redirect once to the slash-less URL, keeping the query", async () => {
    const first = await api("/login/");
    expect(first.status).toBe(308);
    expect(target(first.headers.get("location"))).toBe("/login");
    expect((await api("/login")).status).toBe(200);

    const withQuery = await api("/event-categories/?page=2");
    expect(withQuery.status).toBe(308);
    expect(target(withQuery.headers.get("location"))).toBe("/event-categories?page=2");
  });

  it("leave the API's trailing-slash paths answering directly", async () => {
    const events = await api("/api/v1/events/");
    expect(events.status).toBe(200);
    expect(Array.isArray(events.body.data)).toBe(true);
  });
});
