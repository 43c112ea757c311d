import mongoose, { type Model } from "mongoose";
import { beforeAll, describe, it } from "vitest";
import { expectAnsweredFromIndexes, expectEqualityOnDeclaredIndexes, type IndexedQuery } from "../../support/indexed-queries";
import { testStack } from "../../support/stack";

// The queries of the rush and the gate: each must be an equality on the leading fields of a
// declared index (what MongoDB needs for an index scan) and be answered from that index by the
// embedded database (its SQLite plan searches the index and never scans the table).

let hotQueries: IndexedQuery[];

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  const { connectToDatabase } = await import("@/lib/platform/db");
  const [
    { Event },
    { TicketQuota },
    { Ticket },
    { Attendee },
    { Order },
    { SalesDay },
    { TeamMembership },
    { CheckInLink },
    { TeamInvitation },
    { GateKey },
    { Session },
    { User },
  ] = await Promise.all([
    import("@/models/Event"),
    import("@/models/TicketQuota"),
    import("@/models/Ticket"),
    import("@/models/Attendee"),
    import("@/models/Order"),
    import("@/models/SalesDay"),
    import("@/models/TeamMembership"),
    import("@/models/CheckInLink"),
    import("@/models/TeamInvitation"),
    import("@/models/GateKey"),
    import("@/models/Session"),
    import("@/models/User"),
  ]);
  await connectToDatabase();
  const id = () => new mongoose.Types.ObjectId();
  const as = (model: unknown) => () => model as Model<never>;
  hotQueries = [
    // Sessions not kept in the process are read in batches, with their users (lib/domain/auth/sessions.ts).
    { name: "sessions of a batch", model: as(Session), filter: { _id: { $in: [id(), id(), id()] } }, index: "_id_" },
    { name: "users of a batch", model: as(User), filter: { _id: { $in: [id(), id()] } }, index: "_id_" },
    // The purchases that arrive together read their events, count their buyers and flip their orders in batches.
    { name: "events of a batch of purchases", model: as(Event), filter: { _id: { $in: [id(), id()] } }, index: "_id_" },
    {
      name: "buyers' counters of a batch",
      model: as(TicketQuota),
      filter: { buyer: { $in: [id(), id(), id()] }, event: { $in: [id()] } },
      index: "buyer_1_event_1",
    },
    { name: "orders flipped to pending together", model: as(Order), filter: { _id: { $in: [id(), id()] }, status: "holding" }, index: "_id_" },
    { name: "seat hold", model: as(Event), filter: { _id: id(), ticketQuantity: 80, seatsTaken: { $lte: 79 } }, index: "_id_" },
    { name: "buyer quota", model: as(TicketQuota), filter: { buyer: id(), event: id(), held: { $lte: 3 } }, index: "buyer_1_event_1" },
    {
      name: "check-in by code",
      model: as(Ticket),
      filter: { event: id(), checkInCode: "ABCD2345", status: "valid" },
      index: "event_1_checkInCode_1",
    },
    { name: "tickets of an event", model: as(Ticket), filter: { event: id() }, index: "event_1_status_1" },
    { name: "tickets of an order", model: as(Ticket), filter: { order: id(), seatIndex: 0 }, index: "order_1_seatIndex_1_issueNumber_1" },
    { name: "the ticket a transfer issued", model: as(Ticket), filter: { transferredFrom: id() }, index: "transferredFrom_1" },
    { name: "transfers a crash cut short", model: as(Ticket), filter: { transferDue: "due" }, index: "transferDue_1" },
    { name: "attendee of a ticket", model: as(Attendee), filter: { ticket: id() }, index: "ticket_1" },
    { name: "attendees of a batch of scans", model: as(Attendee), filter: { ticket: { $in: [id(), id()] } }, index: "ticket_1" },
    { name: "attendee list", model: as(Attendee), filter: { event: id() }, index: "event_1_fullName_1" },
    { name: "order by reference", model: as(Order), filter: { reference: "tkt_0123456789abcdef" }, index: "reference_1" },
    { name: "sale counted on its day", model: as(SalesDay), filter: { event: id(), day: "2026-11-22" }, index: "event_1_day_1" },
    { name: "trending, one day", model: as(SalesDay), filter: { day: "2026-11-22" }, index: "day_1" },
    // Each staff scan reads the member's memberships, each link scan the link: revocations apply at once.
    {
      name: "gate: team member's roles",
      model: as(TeamMembership),
      filter: { member: id(), owner: id(), revokedAt: { $exists: false } },
      index: "member_1_revokedAt_1",
    },
    {
      name: "gate: check-in link",
      model: as(CheckInLink),
      filter: { tokenHash: "ab".repeat(32), event: id(), revokedAt: { $exists: false } },
      index: "tokenHash_1",
    },
    { name: "expired holds", model: as(Order), filter: { status: "pending", expiresAt: { $lt: new Date() } }, index: "status_1_expiresAt_1" },
    { name: "payments due a check at the gateway", model: as(Order), filter: { reconcile: "due" }, index: "reconcile_1" },
    // The gate list reads names and phones with the attendee list (above), and the event's key.
    { name: "gate: event's signing key", model: as(GateKey), filter: { event: id() }, index: "event_1" },
    // The sweeper of invitations and links past their grace period, one day at a time.
    { name: "sweep: invitations due", model: as(TeamInvitation), filter: { sweepOn: "2026-12-27" }, index: "sweepOn_1" },
    { name: "sweep: check-in links due", model: as(CheckInLink), filter: { sweepOn: "2026-12-27" }, index: "sweepOn_1" },
  ];
  await Promise.all(hotQueries.map(({ model }) => model().init()));
});

describe("hot queries hit indexes", () => {
  it("each is an equality on the leading field of a declared index", () => expectEqualityOnDeclaredIndexes(hotQueries));

  it("each is answered from its index by the embedded database", () => expectAnsweredFromIndexes(hotQueries));
});
