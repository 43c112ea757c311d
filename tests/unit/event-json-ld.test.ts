import { describe, expect, it } from "vitest";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventJsonLd } from "@/lib/domain/seo/event-json-ld";

const event = {
  _id: "0123456789abcdef01234567",
  eventTitle: "Eko Highlife Night",
  eventDescription: "Highlife classics",
  eventLocation: "Eko Hotel, Victoria Island, Lagos",
  startDate: "2026-12-15",
  startTime: "18:30",
  endDate: "2026-12-15",
  endTime: "23:00",
  ticketPrice: 50000,
  ticketsAvailable: 0,
} as PublicEvent;

describe("Event JSON-LD", () => {
  const jsonLd = eventJsonLd(event, { pageUrl: "https://x.test/event-details/1", imageUrl: "https://x.test/i.webp" });

  it("gives start and end in Lagos time with the +01:00 offset", () => {
    expect(jsonLd.startDate).toBe("2026-12-15T18:30:00+01:00");
    expect(jsonLd.endDate).toBe("2026-12-15T23:00:00+01:00");
  });

  it("offers the ticket in NGN and says when it is sold out", () => {
    expect(jsonLd.offers).toEqual([expect.objectContaining({ price: 50000, priceCurrency: "NGN", availability: "https://schema.org/SoldOut" })]);
  });

  it("carries one Offer per ticket type with its price, availability and sales start", () => {
    const typed = eventJsonLd(
      {
        ...event,
        ticketTypes: [
          { _id: "a", name: "Regular", price: 5000, state: "on_sale", salesStart: null, salesEnd: null },
          { _id: "b", name: "VIP", price: 20000, state: "not_yet", salesStart: "2026-12-01T09:00:00.000Z", salesEnd: null },
        ],
      } as unknown as PublicEvent,
      { pageUrl: "https://x.test/event-details/1", imageUrl: "https://x.test/i.webp" },
    );
    expect(typed.offers).toEqual([
      expect.objectContaining({ name: "Regular", price: 5000, availability: "https://schema.org/InStock" }),
      expect.objectContaining({ name: "VIP", price: 20000, availability: "https://schema.org/PreOrder", validFrom: "2026-12-01T09:00:00.000Z" }),
    ]);
  });

  it("offers what a buyer pays when the fees are passed on: the all-in price", () => {
    const passed = eventJsonLd(
      {
        ...event,
        ticketPrice: 5000,
        allInPrice: 5431.48,
        ticketTypes: [{ _id: "a", name: "Regular", price: 5000, allInPrice: 5431.48, state: "on_sale", salesStart: null, salesEnd: null }],
      } as unknown as PublicEvent,
      { pageUrl: "https://x.test/event-details/1", imageUrl: "https://x.test/i.webp" },
    );
    expect(passed.offers).toEqual([expect.objectContaining({ name: "Regular", price: 5431.48 })]);
  });
});
