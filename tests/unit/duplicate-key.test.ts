import { describe, expect, it, vi } from "vitest";
import { ignoreDuplicateKey, isDuplicateKey, upsertRacing } from "@/lib/platform/duplicate-key";

const duplicate = Object.assign(new Error("E11000 duplicate key error"), { code: 11000 });
const other = Object.assign(new Error("not primary"), { code: 10107 });

describe("duplicate-key races", () => {
  it("recognises only E11000", () => {
    expect(isDuplicateKey(duplicate)).toBe(true);
    expect(isDuplicateKey(other)).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
    expect(isDuplicateKey("E11000")).toBe(false);
  });

  it("runs an upsert that lost the insert race once more", async () => {
    const upsert = vi.fn().mockRejectedValueOnce(duplicate).mockResolvedValueOnce("updated");
    await expect(upsertRacing(upsert)).resolves.toBe("updated");
    expect(upsert).toHaveBeenCalledTimes(2);
  });

  it("does not retry other failures, nor a second duplicate", async () => {
    await expect(upsertRacing(vi.fn().mockRejectedValue(other))).rejects.toBe(other);
    const twice = vi.fn().mockRejectedValue(duplicate);
    await expect(upsertRacing(twice)).rejects.toBe(duplicate);
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it("ignores a lost create-once race and rethrows anything else", async () => {
    await expect(Promise.reject(duplicate).catch(ignoreDuplicateKey)).resolves.toBeUndefined();
    await expect(Promise.reject(other).catch(ignoreDuplicateKey)).rejects.toBe(other);
  });
});
