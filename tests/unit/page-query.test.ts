import { describe, expect, it } from "vitest";
import { hrefWithQuery, pageNumber, searchText } from "@/lib/domain/validations/page-query";

describe("a dashboard list's query string", () => {
  it("reads hand-edited values without failing", () => {
    expect(pageNumber.parse("3")).toBe(3);
    expect(pageNumber.parse(["2", "9"])).toBe(2);
    for (const junk of ["abc", "0", "-1", "1.5", "99999", undefined]) expect(pageNumber.parse(junk)).toBe(1);
    expect(searchText.parse("  kemi ")).toBe("kemi");
    expect(searchText.parse(undefined)).toBe("");
    expect(searchText.parse("x".repeat(300))).toHaveLength(100);
  });

  it("builds short links: blanks and page 1 are left out, values are encoded", () => {
    expect(hrefWithQuery("/dashboard/checkin", { q: "", page: 1 })).toBe("/dashboard/checkin");
    expect(hrefWithQuery("/dashboard/checkin", { tab: "ended", q: "Jollof & Suya", page: 2 })).toBe(
      "/dashboard/checkin?tab=ended&q=Jollof+%26+Suya&page=2",
    );
    expect(hrefWithQuery("/x", { eventId: undefined, page: 4 })).toBe("/x?page=4");
  });
});
