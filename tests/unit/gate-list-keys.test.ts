import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { codeKeyOf, phoneKeyOf } from "@/lib/browser/gate-offline/list-keys-web";

const listKey = randomBytes(32).toString("base64url");
const hmac = (message: string, chars: number) =>
  createHmac("sha256", Buffer.from(listKey, "base64url")).update(message).digest("base64url").slice(0, chars);

describe("the scanner's keys for its list", () => {
  it("hash a code as the server lists it: HMAC-SHA256 of code:CODE under the list key, 12 base64url characters", async () => {
    expect(await codeKeyOf(listKey, "ABCD2345")).toBe(hmac("code:ABCD2345", 12));
    expect(await codeKeyOf(listKey, "ABCD2345")).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await codeKeyOf(listKey, "ABCD2346")).not.toBe(await codeKeyOf(listKey, "ABCD2345"));
  });

  it("hash a typed phone by its last ten digits, so +234 803 123 4567 and 08031234567 match; too few digits match nothing", async () => {
    const key = hmac("phone:8031234567", 8);
    expect(await phoneKeyOf(listKey, "+234 803 123 4567")).toBe(key);
    expect(await phoneKeyOf(listKey, "08031234567")).toBe(key);
    expect(await phoneKeyOf(listKey, "4567")).toBe("");
  });
});
