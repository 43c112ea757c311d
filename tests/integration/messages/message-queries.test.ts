import mongoose, { type Model } from "mongoose";
import { beforeAll, describe, it } from "vitest";
import { expectAnsweredFromIndexes, expectEqualityOnDeclaredIndexes, type IndexedQuery } from "../../support/indexed-queries";
import { testStack } from "../../support/stack";

// The messages' queries that run on every sweep or send: each an equality on the leading field of a
// declared index, answered from it by the embedded database (as tests/integration/db/hot-queries.test.ts).

let queries: IndexedQuery[];

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  const { connectToDatabase } = await import("@/lib/platform/db");
  const [{ MessageDelivery }, { Message }, { MessageOptOut }, { ReminderRun }, { Event }] = await Promise.all([
    import("@/models/MessageDelivery"),
    import("@/models/Message"),
    import("@/models/MessageOptOut"),
    import("@/models/ReminderRun"),
    import("@/models/Event"),
  ]);
  await connectToDatabase();
  const id = () => new mongoose.Types.ObjectId();
  const as = (model: unknown) => () => model as Model<never>;
  queries = [
    {
      name: "sender: queued and due",
      model: as(MessageDelivery),
      filter: { status: "queued", nextAttemptAt: { $lte: new Date() } },
      index: "status_1_nextAttemptAt_1",
    },
    {
      name: "sender: claim lapsed",
      model: as(MessageDelivery),
      filter: { status: "sending", nextAttemptAt: { $lte: new Date() } },
      index: "status_1_nextAttemptAt_1",
    },
    { name: "a message's deliveries", model: as(MessageDelivery), filter: { message: id() }, index: "message_1_status_1" },
    { name: "an event's deliveries", model: as(MessageDelivery), filter: { event: id() }, index: "event_1_createdAt_-1" },
    {
      name: "a provider's report",
      model: as(MessageDelivery),
      filter: { providerId: "wamid.HBgN", status: { $in: ["sending", "sent"] } },
      index: "providerId_1",
    },
    { name: "scheduled messages due", model: as(Message), filter: { due: "due", sendAt: { $lte: new Date() } }, index: "due_1_sendAt_1" },
    { name: "an event's messages", model: as(Message), filter: { event: id() }, index: "event_1_createdAt_-1" },
    { name: "an organiser's opt-outs", model: as(MessageOptOut), filter: { organiser: id() }, index: "organiser_1_address_1" },
    { name: "events starting on a Lagos day", model: as(Event), filter: { startDate: "2026-12-12" }, index: "startDate_1" },
    { name: "a reminder queued before", model: as(ReminderRun), filter: { event: id(), kind: "24h" }, index: "event_1_kind_1" },
  ];
  await Promise.all(queries.map(({ model }) => model().init()));
});

describe("the messages' queries hit indexes", () => {
  it("each is an equality on the leading field of a declared index", () => expectEqualityOnDeclaredIndexes(queries));

  it("each is answered from its index by the embedded database", () => expectAnsweredFromIndexes(queries));
});
