import { describe, expect, it } from "vitest";
import { api } from "../../support/http";

describe("GET /api/v1/event/{id}", () => {
  it("answers 400 with a message for a malformed id", async () => {
    const { status, body } = await api("/api/v1/event/not-an-id");
    expect(status).toBe(400);
    expect(body.code).toBe("bad_request");
    expect(body.message).toMatch(/id/);
  });

  it("answers 404 for an id no event has", async () => {
    const { status, body } = await api("/api/v1/event/0123456789abcdef01234567");
    expect(status).toBe(404);
    expect(body.message).toBe("Event not found");
  });

  it("answers a seeded event in the shape the existing client reads", async () => {
    const list = await api("/api/v1/events");
    const first = list.body.data[0];
    const { status, body } = await api(`/api/v1/event/${first._id}`);
    expect(status).toBe(200);
    expect(body.message).toEqual(expect.any(String));
    const event = body.data;
    expect(event._id).toBe(first._id);
    expect(event.eventTitle).toEqual(expect.any(String));
    expect(event.image.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(event.eventCategory.categoryName).toEqual(expect.any(String));
    expect(["upcoming", "ongoing", "ended"]).toContain(event.status);
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(event.startTime).toMatch(/^\d{2}:\d{2}$/);
    expect(event).not.toHaveProperty("revenueGenerated");
  });

  it("serves the event's image from the URL it gives", async () => {
    const list = await api("/api/v1/events");
    const imageUrl: string = list.body.data[0].image.imageUrl;
    const response = await fetch(imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
  });
});
