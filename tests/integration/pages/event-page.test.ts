import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../../support/http";

async function html(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, text: await response.text() };
}

describe("server-rendered public pages", () => {
  it("renders the featured events into the landing page HTML", async () => {
    const featured = await api("/api/v1/featured-events");
    const { status, text } = await html("/");
    expect(status).toBe(200);
    for (const event of featured.body.data) expect(text).toContain(`/event-details/${event._id}`);
  });

  it("renders an event page with title, description, canonical URL, OpenGraph and Event JSON-LD", async () => {
    const events = await api("/api/v1/events");
    const event = events.body.data[0];
    const { status, text } = await html(`/event-details/${event._id}`);
    expect(status).toBe(200);
    expect(text).toContain(`<title>${event.eventTitle.replace(/&/g, "&amp;")} | Scheditix</title>`);
    expect(text).toMatch(/<meta name="description" content="[^"]+"/);
    expect(text).toContain(`<link rel="canonical" href="${baseUrl()}/event-details/${event._id}"`);
    expect(text).toMatch(/<meta property="og:image" content="[^"]+"/);
    const jsonLd = text.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "Event", name: event.eventTitle });
  });

  it("offers only image widths the image optimiser serves (the page's srcset and the server agree)", async () => {
    const events = await api("/api/v1/events");
    const { text } = await html(`/event-details/${events.body.data[0]._id}`);
    // The srcset, src and preload attributes of the HTML (the RSC payload repeats them, escaped).
    const attributes = [...text.matchAll(/(?:srcSet|src|imageSrcSet|href)="([^"]*\/_next\/image[^"]*)"/gi)].map((match) => match[1] ?? "");
    const urls = new Set(
      attributes.flatMap((value) =>
        value
          .replace(/&amp;/g, "&")
          .split(", ")
          .map((candidate) => candidate.split(" ")[0]),
      ),
    );
    expect(urls.size).toBeGreaterThan(2);
    for (const url of urls) expect((await fetch(`${baseUrl()}${url}`)).status, url).toBe(200);
  });

  it("answers 404 for a malformed event id, not a crash", async () => {
    const { status, text } = await html("/event-details/not-an-id");
    expect(status).toBe(404);
    expect(text).toContain("Oops!! looks like you are lost lets help you find your way home");
  });
});
