import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "@/lib/platform/http/same-origin";

describe("same-origin check for form posts", () => {
  const post = (headers: Record<string, string>) => new Request("https://tickets.example.ng/newsletter/subscribe", { method: "POST", headers });

  it("accepts our own pages and callers that are not browser pages", () => {
    expect(isSameOriginRequest(post({ origin: "https://tickets.example.ng" }))).toBe(true);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(post({}))).toBe(true);
  });

  it("refuses another site's page, whichever header says so", () => {
    expect(isSameOriginRequest(post({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site", origin: "https://tickets.example.ng" }))).toBe(false);
  });
});
