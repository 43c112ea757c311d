import { describe, expect, it } from "vitest";

const { nextWebhookDelayMs } = await import("@/lib/domain/payments/test-gateway/webhook-delivery");

describe("TEST MODE webhook retries follow Paystack's live schedule", () => {
  it("retries every 3 minutes for the first 4 tries, then hourly for 72 hours, then gives up", () => {
    // Attempt 1 is the first send; 2–5 are the quick retries, 6–77 the hourly ones.
    expect([1, 2, 3, 4].map(nextWebhookDelayMs)).toEqual([180_000, 180_000, 180_000, 180_000]);
    expect(nextWebhookDelayMs(5)).toBe(3_600_000);
    expect(nextWebhookDelayMs(76)).toBe(3_600_000);
    expect(nextWebhookDelayMs(77)).toBeNull();
  });
});
