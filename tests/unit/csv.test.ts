import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/platform/csv";

describe("CSV export", () => {
  it("quotes every cell, doubles quotes and ends lines with CRLF", () => {
    expect(
      toCsv(
        ["Name", "Tickets"],
        [
          ['Ada "Ace" Obi', 2],
          ["Line\nbreak", 0],
        ],
      ),
    ).toBe('"Name","Tickets"\r\n"Ada ""Ace"" Obi","2"\r\n"Line\nbreak","0"\r\n');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    const csv = toCsv(["Name"], [['=HYPERLINK("http://x")'], ["+1"], ["-2"], ["@SUM(A1)"], ["Kemi"]]);
    expect(csv.split("\r\n").slice(1, 6)).toEqual(['"\'=HYPERLINK(""http://x"")"', '"\'+1"', '"\'-2"', '"\'@SUM(A1)"', '"Kemi"']);
  });
});
