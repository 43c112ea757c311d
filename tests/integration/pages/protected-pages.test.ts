import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../../support/http";

const location = (headers: Headers) => {
  const url = new URL(headers.get("location") ?? "", baseUrl());
  return `${url.pathname}${url.search}`;
};

describe("protected pages for a visitor without a session", () => {
  it("redirect to the login page with the page (and its query) as callbackUrl", async () => {
    const overview = await api("/dashboard/overview?tab=sales");
    expect(overview.status).toBe(307);
    expect(location(overview.headers)).toBe(`/login?callbackUrl=${encodeURIComponent("/dashboard/overview?tab=sales")}`);

    const checkIn = await api("/checkin-as");
    expect(checkIn.status).toBe(307);
    expect(location(checkIn.headers)).toBe(`/login?callbackUrl=${encodeURIComponent("/checkin-as")}`);
  });

  it("redirect a trailing-slash dashboard URL to its canonical URL first", async () => {
    const slashed = await api("/dashboard/overview/");
    expect(slashed.status).toBe(308);
    expect(location(slashed.headers)).toBe("/dashboard/overview");
  });
});
