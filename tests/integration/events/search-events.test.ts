import { randomUUID } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { database, setPlan, settleEvent } from "../../support/database";
import { createdEventId, inDays } from "../../support/events";
import { api } from "../../support/http";
import { queryWords, searchWords } from "@/lib/domain/search/search-words";
import { testStack } from "../../support/stack";

type Found = { _id: string; eventTitle: string; eventLocation: string; eventCategory: { categoryName: string } };

const search = async (q: string, extra = "") => {
  const response = await api(`/api/v1/events?limit=100&q=${encodeURIComponent(q)}${extra}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Found[];
};
const idsOf = (events: Found[]) => events.map((event) => event._id);

let organiser: { token: string; userId: string };
const ids: Record<string, string> = {};
// A word no other test uses, so lists of it are this file's alone.
const nonce = `Quorvex${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  organiser = await verifiedUser();
  await setPlan(organiser.userId, "premium");
  ids.afroJazz = await createdEventId(organiser.token, {
    eventTitle: "Afro-Jazz Night",
    eventLocation: "Freedom Park, Lagos Island",
    startDate: inDays(12),
    endDate: inDays(12),
  });
  ids.afrobeats = await createdEventId(organiser.token, { eventTitle: "Afrobeats Under the Bridge", eventLocation: "Ikoyi Link Bridge, Lagos" });
  ids.jazzBrunch = await createdEventId(organiser.token, { eventTitle: "Jazz Brunch", eventLocation: "Ikoyi Club, Lagos" });
  ids.cafe = await createdEventId(organiser.token, {
    eventTitle: `Café Fête ${nonce}`,
    eventLocation: "Àlàdé Market, Ọ̀yọ́",
    startDate: inDays(3),
    endDate: inDays(3),
  });
  ids.later = await createdEventId(organiser.token, { eventTitle: `${nonce} Late Show`, startDate: inDays(20), endDate: inDays(20) });
  ids.middle = await createdEventId(organiser.token, { eventTitle: `${nonce} Matinee`, startDate: inDays(8), endDate: inDays(8) });
}, 120_000);

describe("GET /api/v1/events?q= forgives case, punctuation, accents and word order", () => {
  it('finds "Afro-Jazz Night" by "afro jazz", in any order and case', async () => {
    for (const q of ["afro jazz", "jazz afro", "AFRO-JAZZ", "Jazz, afro!", "afr jaz night"]) {
      expect(idsOf(await search(q)), q).toContain(ids.afroJazz);
    }
  });

  it('finds the seeded "Lagos Jollof & Suya Festival" by "JOLLOF suya"', async () => {
    const titles = (await search("JOLLOF suya")).map((event) => event.eventTitle);
    expect(titles).toContain("Lagos Jollof & Suya Festival");
    expect((await search("suya festival jollof")).map((event) => event.eventTitle)).toContain("Lagos Jollof & Suya Festival");
  });

  it("answers events in the shape the existing client reads", async () => {
    const [event] = (await search("afro jazz night freedom")) as unknown as Record<string, unknown>[];
    expect(event).toMatchObject({
      _id: ids.afroJazz,
      eventTitle: "Afro-Jazz Night",
      image: { imageUrl: expect.any(String) },
      eventCategory: { categoryName: expect.any(String) },
      status: "upcoming",
    });
    expect(event).not.toHaveProperty("titleWords");
  });

  it("finds nothing that lacks one of the words (no false hits)", async () => {
    const found = await search("afro jazz");
    expect(idsOf(found)).not.toContain(ids.afrobeats);
    expect(idsOf(found)).not.toContain(ids.jazzBrunch);
    for (const event of found) {
      const words = searchWords([event.eventTitle, event.eventLocation, event.eventCategory.categoryName].join(" "));
      for (const word of queryWords("afro jazz"))
        expect(
          words.some((eventWord) => eventWord.startsWith(word)),
          event.eventTitle,
        ).toBe(true);
    }
    expect(idsOf(await search("azz"))).not.toContain(ids.afroJazz);
    expect(await search(`${nonce} zzzzqx`)).toEqual([]);
  });

  it("ignores accents on either side", async () => {
    expect(idsOf(await search(`cafe fete ${nonce}`))).toEqual([ids.cafe]);
    expect(idsOf(await search(`CAFÉ-FÊTE ${nonce}`))).toEqual([ids.cafe]);
    expect(idsOf(await search(`${nonce} alade oyo`))).toEqual([ids.cafe]);
  });

  it("matches the location and the category name too", async () => {
    expect(idsOf(await search("jazz freedom park"))).toEqual([ids.afroJazz]);
    const [event] = await search("afro jazz freedom");
    expect(idsOf(await search(`afro jazz ${event?.eventCategory.categoryName.toUpperCase()}`))).toContain(ids.afroJazz);
  });

  it("lists matches soonest first and pages them", async () => {
    expect(idsOf(await search(nonce))).toEqual([ids.cafe, ids.middle, ids.later]);
    const second = await api(`/api/v1/events?q=${nonce.toLowerCase()}&limit=2&page=2`);
    expect(idsOf(second.body.data)).toEqual([ids.later]);
  });

  it("narrows a search by category", async () => {
    const categories = (await api("/api/v1/categories")).body.data as { _id: string; slug: string }[];
    const own = (await api(`/api/v1/event/${ids.cafe}`)).body.data.eventCategory._id as string;
    const other = categories.find((category) => category._id !== own);
    expect(idsOf(await search(nonce, `&category=${categories.find((category) => category._id === own)?.slug}`))).toHaveLength(3);
    expect(await search(nonce, `&category=${other?.slug}`)).toEqual([]);
  });

  it("follows an event's edits and leaves out events that ended", async () => {
    const word = `Vexlor${randomUUID().slice(0, 6)}`;
    const id = await createdEventId(organiser.token, { eventTitle: `${word} Gala` });
    const form = new FormData();
    form.append("eventTitle", `${word} Ball`);
    expect((await api(`/api/v1/events/${id}`, { method: "PATCH", token: organiser.token, body: form })).status).toBe(200);
    expect(idsOf(await search(`${word} ball`))).toEqual([id]);
    expect(await search(`${word} gala`)).toEqual([]);

    await settleEvent(id);
    expect(await search(`ball ${word}`)).toEqual([]);
  });
});

describe("the organiser's lists search title words the same way", () => {
  it("finds the organiser's event by words of its title in any order", async () => {
    const found = await api(`/api/v1/getPlannerEvent/${organiser.userId}?q=${encodeURIComponent("JAZZ afro")}&limit=100`, { token: organiser.token });
    expect(idsOf(found.body.data)).toEqual([ids.afroJazz]);
    const accents = await api(`/api/v1/getPlannerEvent/${organiser.userId}?q=${encodeURIComponent("cafe")}&limit=100`, { token: organiser.token });
    expect(idsOf(accents.body.data)).toEqual([ids.cafe]);
  });
});

describe("the search index's migration", () => {
  it("indexes events from before it, once", async () => {
    process.env.MONGODB_URI = testStack().mongoUri;
    process.env.EMBEDDED_DB = "ferretdb";
    const { migrateEventSearch } = await import("@/lib/domain/search/migrate-event-search");
    const word = `Brindle${randomUUID().slice(0, 6)}`;
    const id = await createdEventId(organiser.token, { eventTitle: `${word} Owambe` });
    // Make it look like an event written before the index, on a database that never ran the migration.
    const db = await database();
    const _id = new mongoose.Types.ObjectId(id);
    await db.collection("events").updateOne({ _id }, { $unset: { titleWords: "" } });
    await db.collection("eventsearchkeys").deleteMany({ event: _id });
    await db.collection("migrations").deleteOne({ _id: "event-search" as never });
    expect(await search(`${word} owambe`)).toEqual([]);

    expect((await migrateEventSearch()).events).toBeGreaterThanOrEqual(1);
    expect(await migrateEventSearch()).toEqual({ events: 0 });
    expect(idsOf(await search(`owambe ${word}`))).toEqual([id]);
    expect((await db.collection("events").findOne({ _id }))?.titleWords).toEqual([word.toLowerCase(), "owambe"]);
  });
});
