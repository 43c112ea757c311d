import { describe, expect, it } from "vitest";
import { nigerianE164, normaliseNigerianPhone, phoneDigits } from "@/lib/domain/validations/phone";

describe("Nigerian phone numbers", () => {
  it.each([
    "08031234567",
    "8031234567",
    "2348031234567",
    "+2348031234567",
    "+234 803 123 4567",
    "0803-123-4567",
    " 0803 123 4567 ",
    "+234 (803) 123.4567",
    "234-803-123-4567",
  ])("normalises %s to +2348031234567", (typed) => {
    expect(normaliseNigerianPhone(typed)).toEqual({ ok: true, e164: "+2348031234567", digits: "8031234567" });
  });

  it.each(["07012345678", "09012345678", "08112345678", "09112345678"])("accepts the mobile prefix of %s", (typed) => {
    expect(nigerianE164(typed)).toBe(`+234${typed.slice(1)}`);
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["0803123456", "not_nigerian_mobile"], // nine digits after the 0
    ["080312345678", "not_nigerian_mobile"], // eleven
    ["+44 7911 123456", "not_nigerian_mobile"], // another country
    ["0612345678", "not_nigerian_mobile"], // not a mobile prefix
    ["08231234567", "not_nigerian_mobile"],
    ["0803abc4567", "not_nigerian_mobile"],
    ["++2348031234567", "not_nigerian_mobile"],
    ["00 234 803 123 4567", "not_nigerian_mobile"],
  ])("refuses %j (%s) with a message", (typed, reason) => {
    const result = normaliseNigerianPhone(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe(reason);
      expect(result.message.length).toBeGreaterThan(10);
    }
  });

  it("answers null for a number that is not one, and for none", () => {
    expect(nigerianE164("12345")).toBeNull();
    expect(nigerianE164(undefined)).toBeNull();
    expect(nigerianE164(null)).toBeNull();
  });

  it("keeps the ten digits the account forms store", () => {
    expect(phoneDigits("+234 803 123 4567")).toBe("8031234567");
    expect(phoneDigits("0803 123 4567")).toBe("8031234567");
  });
});
