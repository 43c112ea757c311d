import { describe, expect, it, vi } from "vitest";
import { onFirstUse } from "@/lib/platform/intl-on-first-use";

describe("onFirstUse", () => {
  it("makes nothing until first asked, then the same value every time", () => {
    const create = vi.fn(() => new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 }));
    const formatter = onFirstUse(create);
    expect(create).not.toHaveBeenCalled();

    expect(formatter().format(5000)).toBe("5,000");
    expect(formatter()).toBe(formatter());
    expect(create).toHaveBeenCalledTimes(1);
  });
});
