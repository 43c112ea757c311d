import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isPlainLine, isPlainText, lineText, multilineText, strictNumber } from "@/lib/domain/validations/common";
import { replaceTicketTypesSchema } from "@/lib/domain/validations/ticket-type";

describe("plain text", () => {
  it("refuses control, bidi, zero-width and separator characters and lone surrogates in a line", () => {
    for (const bad of [
      "a\u0000b",
      "a\u0007",
      "a\rb",
      "a\nb",
      "a\tb",
      "\u202eevil",
      "a\u2066b\u2069",
      "a\u200bb",
      "a\u200fb",
      "\ufeffa",
      "a\u2028b",
      "a\u0085b",
      "a\ud800b",
      "a\udc00",
    ]) {
      expect(isPlainLine(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ["Adaeze Ọbị", "Lekki Phase 1, Lagos", "Owambe 🎉", "Crew 👩🏾‍💻", "Family 👨‍👩‍👧", "Café — “Live”"]) {
      expect(isPlainLine(good), good).toBe(true);
    }
  });

  it("keeps line breaks and tabs in multi-line text, but not the rest", () => {
    expect(isPlainText("18:00 Doors\r\n19:00\tFirst set")).toBe(true);
    for (const bad of ["a\u0000", "a\u0008", "a\u000b", "a\u202e", "a\u200b", "a\u200d", "\u200dstray"])
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
  });

  it("says what is wrong in the schemas' messages", () => {
    expect(lineText().safeParse("a\nb").error?.issues[0]?.message).toMatch(/one line/);
    expect(multilineText().safeParse("a\u0000b").error?.issues[0]?.message).toMatch(/control or invisible/);
  });
});

describe("strict numbers", () => {
  const quantity = strictNumber(z.number().int().min(0));

  it("takes numbers and decimal strings, spaces around them included", () => {
    expect([2, "2", " 3 ", "2500", "0"].map((value) => quantity.parse(value))).toEqual([2, 2, 3, 2500, 0]);
  });

  it("refuses booleans, arrays, hex, exponents, blanks and other non-numbers", () => {
    for (const value of [
      true,
      false,
      [2],
      "0x10",
      "0b11",
      "1e3",
      "",
      " ",
      "2 3",
      "Infinity",
      "NaN",
      null,
      {},
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "٣",
    ]) {
      expect(quantity.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe("a ticket-type list", () => {
  const id = "64b7f0c2a1b2c3d4e5f60718";
  const type = (extra: Record<string, unknown>) => ({ name: "Regular", price: 5_000, quantity: 10, ...extra });

  it("refuses the same stored type twice, in any case, naming the second entry's _id", () => {
    const parsed = replaceTicketTypesSchema.safeParse({ ticketTypes: [type({ _id: id }), type({ _id: id.toUpperCase(), name: "VIP", price: 1 })] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["ticketTypes.1._id"]);
  });
});
