import mongoose, { type Model } from "mongoose";
import { beforeAll, describe, it } from "vitest";
import { expectAnsweredFromIndexes, expectEqualityOnDeclaredIndexes, type IndexedQuery } from "../../support/indexed-queries";
import { testStack } from "../../support/stack";

// A page of the organiser's lists, found by key (docs/big-show-paging.md): each read is an
// equality on the leading fields of a declared index, answered from that index by the embedded
// database — one bucket of an event's names, an event's waiting entries, an event's sales.

let pageQueries: IndexedQuery[];

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  const { connectToDatabase } = await import("@/lib/platform/db");
  const [{ Attendee }, { Order }, { WaitlistEntry }] = await Promise.all([
    import("@/models/Attendee"),
    import("@/models/Order"),
    import("@/models/WaitlistEntry"),
  ]);
  await connectToDatabase();
  const id = () => new mongoose.Types.ObjectId();
  const as = (model: unknown) => () => model as Model<never>;
  pageQueries = [
    {
      name: "attendee page: one bucket of names after a cursor",
      model: as(Attendee),
      filter: { event: id(), nameBucket: "a", $or: [{ nameKey: { $gt: "ada eze" } }, { nameKey: "ada eze", _id: { $gt: id() } }] },
      index: "event_1_nameBucket_1_nameKey_1",
    },
    {
      name: "waitlist page: who waits after a cursor",
      model: as(WaitlistEntry),
      filter: { event: id(), status: "waiting", $or: [{ joinedAt: { $gt: new Date() } }, { joinedAt: new Date(), _id: { $gt: id() } }] },
      index: "event_1_status_1_joinedAt_1",
    },
    {
      name: "sales page: an event's sales before a cursor",
      model: as(Order),
      filter: { event: id(), kind: "ticket", status: { $in: ["paid", "refunded"] }, $or: [{ paidAt: { $lt: new Date() } }] },
      index: "event_1_status_1_paidAt_-1",
    },
  ];
  await Promise.all(pageQueries.map(({ model }) => model().init()));
});

describe("a page by key hits an index", () => {
  it("each is an equality on the leading field of a declared index", () => expectEqualityOnDeclaredIndexes(pageQueries));

  it("each is answered from its index by the embedded database", () => expectAnsweredFromIndexes(pageQueries));
});
