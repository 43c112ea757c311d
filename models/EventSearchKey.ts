import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * One entry of the event search index: an event is listed once under each key of its words (the
 * first three letters of each word of its title, place and category; lib/domain/search/search-words.ts),
 * with all its words, its category and its dates. A search reads the entries of one key by
 * equality, which the embedded database (FerretDB 1.24 on SQLite) answers from an index, where a
 * match on an array or a regular expression reads every event; the words then settle the whole
 * search, and the category and dates narrow and order it, before any event is read. Written by
 * lib/domain/search/index-event-search.ts whenever the event's words, category or dates change.
 */
const eventSearchKeySchema = new Schema({
  key: { type: String, required: true },
  event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
  words: { type: [String], default: [] },
  category: { type: Schema.Types.ObjectId, ref: "Category", required: true },
  startsAt: { type: Date, required: true },
  endsAt: { type: Date, required: true },
});

eventSearchKeySchema.index({ key: 1, startsAt: 1, event: 1 }); // a search: one equality lookup, in the order listed
eventSearchKeySchema.index({ event: 1, key: 1 }, { unique: true }); // an event's entries, each key once

export type EventSearchKeyDoc = InferSchemaType<typeof eventSearchKeySchema>;

export const EventSearchKey: Model<EventSearchKeyDoc> =
  (models.EventSearchKey as Model<EventSearchKeyDoc>) ?? model<EventSearchKeyDoc>("EventSearchKey", eventSearchKeySchema);
