import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/domain/auth/safe-callback-url";

describe("where login returns to", () => {
  it("keeps a same-site path with its query", () => {
    expect(safeCallbackUrl("/dashboard/overview?tab=all", "/checkin-as")).toBe("/dashboard/overview?tab=all");
  });

  it("refuses anything that would leave the site", () => {
    for (const value of ["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example/", "javascript:alert(1)", ""]) {
      expect(safeCallbackUrl(value, "/checkin-as")).toBe("/checkin-as");
    }
  });
});
