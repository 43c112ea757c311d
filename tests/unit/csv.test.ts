import { describe, expect, it } from "vitest";
import { csvStream, toCsv } from "@/lib/platform/csv";

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

  it("streams the same text as the whole document, however many rows", async () => {
    const rows = Array.from({ length: 1_234 }, (_, index) => [`Guest ${index}`, index]);
    async function* each() {
      yield* rows;
    }
    const streamed = await new Response(csvStream(["Name", "Tickets"], each())).text();
    expect(streamed).toBe(toCsv(["Name", "Tickets"], rows));
  });

  it("stops reading rows when the download is cancelled", async () => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) yield [`Row ${read++}`];
      } finally {
        closed = true;
      }
    }
    const reader = csvStream(["Name"], endless()).getReader();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
    expect(read).toBeLessThan(2_000);
  });
});
