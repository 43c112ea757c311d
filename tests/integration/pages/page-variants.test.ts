import { randomBytes, randomInt } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtApp } from "../../../server/app.mjs";
import { baseUrl } from "../../support/http";
import { eventFor } from "../../support/purchases";

// Where the server keeps what Next writes at run time (its route cache among it).
const serverDistDir = () => path.join(builtApp(), ".next");

function diskUse(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** The id with some of its letters in upper case (at least one). */
function caseVariant(id: string): string {
  const letters = [...id].flatMap((char, index) => (/[a-f]/.test(char) ? [index] : []));
  const forced = letters[randomInt(letters.length)];
  return [...id].map((char, index) => (index === forced || randomInt(2) ? char.toUpperCase() : char)).join("");
}

/** The id with some of its characters percent-encoded (at least one), in either hex case. */
function encodedVariant(id: string): string {
  const forced = randomInt(id.length);
  return [...id]
    .map((char, index) => {
      if (index !== forced && randomInt(2)) return char;
      const hex = char.charCodeAt(0).toString(16);
      return `%${randomInt(2) ? hex.toUpperCase() : hex}`;
    })
    .join("");
}

const unknownId = () => randomBytes(12).toString("hex");

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

describe("event page addresses", () => {
  it("send other spellings of an id to the one canonical URL (308), answer unknown ids 404, and store nothing for 600 of them", async () => {
    const { eventId } = await eventFor();
    const page = (pathname: string) => fetch(`${baseUrl()}${pathname}`, { redirect: "manual" });
    expect((await page(`/event-details/${eventId}`)).status).toBe(200);
    const before = diskUse(serverDistDir());

    const variants = [
      ...Array.from({ length: 200 }, () => ({ path: `/event-details/${caseVariant(eventId)}`, expect: 308 })),
      ...Array.from({ length: 200 }, () => ({ path: `/event-details/${encodedVariant(eventId)}`, expect: 308 })),
      ...Array.from({ length: 190 }, () => ({ path: `/event-details/${unknownId()}`, expect: 404 })),
      ...Array.from({ length: 10 }, (_, index) => ({ path: `/home-page/edition-${index}-${unknownId()}`, expect: 404 })),
    ];
    const wrong: string[] = [];
    await inBatches(variants, 10, async (variant) => {
      const response = await page(variant.path);
      await response.arrayBuffer();
      const location = response.headers.get("location");
      if (response.status !== variant.expect || (variant.expect === 308 && location !== `/event-details/${eventId}`)) {
        wrong.push(`${variant.path} → ${response.status} ${location ?? ""}`);
      }
    });
    expect(wrong).toEqual([]);
    expect(diskUse(serverDistDir())).toEqual(before);

    // A redirect keeps the query; a repeat of a variant is never a replay of a stored page.
    const withQuery = await page(`/event-details/${eventId.toUpperCase()}?ref=mail`);
    expect(withQuery.headers.get("location")).toBe(`/event-details/${eventId}?ref=mail`);
    for (let attempt = 0; attempt < 2; attempt++) expect((await page(`/event-details/${encodedVariant(eventId)}`)).status).toBe(308);
    // The canonical page is still served.
    expect((await page(`/event-details/${eventId}`)).status).toBe(200);
  }, 120_000);
});
