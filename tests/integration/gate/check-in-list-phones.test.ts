import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { testStack } from "../../support/stack";
import { registration } from "../../support/accounts";
import { database } from "../../support/database";
import { codeKey, phoneKey } from "../../support/gate-keys";
import { api } from "../../support/http";
import { eventFor, freeTicketsBought } from "../../support/purchases";

let organiser: { token: string };
let eventId: string;
let buyerId: string;
let codes: string[];

type ListedTicket = { key: string; phoneKey: string; phoneEnd: string };
/** The phone each code's ticket is listed with, told by the keyed hash the list carries (it holds no phone itself). */
const listPhones = async () => {
  const { tickets, listKey } = (await api(`/api/v1/events/${eventId}/gate/list`, { token: organiser.token })).body.data as {
    tickets: ListedTicket[];
    listKey: string;
  };
  const candidates = [registration().phoneNo, "8099999999", ...tickets.map(() => "")];
  return {
    get: (code: string) => {
      const ticket = tickets.find((listed) => listed.key === codeKey(listKey, code));
      return candidates.find((phone) => phone && ticket?.phoneKey === phoneKey(listKey, phone) && ticket.phoneEnd === phone.slice(-3));
    },
  };
};

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "0", ticketPurchaseLimit: "4" });
  organiser = setup.organiser;
  eventId = setup.eventId;
  const bought = await freeTicketsBought(eventId, 2, "Tunde Bakare");
  buyerId = bought.buyer.userId;
  codes = bought.codes;
}, 60_000);

describe("the gate list's phones", () => {
  it("are the buyer's phone as each attendee carries it, not read from the buyer's account", async () => {
    const phone = registration().phoneNo;
    const attendees = (await database()).collection("attendees");
    const stored = await attendees.find({ event: new mongoose.Types.ObjectId(eventId) }).toArray();
    expect(stored.map((attendee) => attendee.phone)).toEqual([phone, phone]);
    // The account's phone changing afterwards does not reach the list: it reads the attendees only.
    await (await database()).collection("users").updateOne({ _id: new mongoose.Types.ObjectId(buyerId) }, { $set: { phoneNo: "8099999999" } });
    const phones = await listPhones();
    expect(codes.map((code) => phones.get(code))).toEqual([phone, phone]);
  });

  it("of attendees from before they carried one come from the buyer's account, until the backfill gives them theirs", async () => {
    process.env.MONGODB_URI = testStack().mongoUri;
    process.env.EMBEDDED_DB = "ferretdb";
    const { backfillAttendeePhones } = await import("@/lib/domain/gate/backfill-attendee-phones");
    const db = await database();
    const event = new mongoose.Types.ObjectId(eventId);
    await db.collection("attendees").updateMany({ event }, { $unset: { phone: "" } });
    await db.collection("users").updateOne({ _id: new mongoose.Types.ObjectId(buyerId) }, { $set: { phoneNo: "8099999999" } });
    const before = await listPhones();
    expect(codes.map((code) => before.get(code))).toEqual(["8099999999", "8099999999"]);

    await db.collection("migrations").deleteOne({ _id: "attendee-phones" as never });
    expect((await backfillAttendeePhones()).attendees).toBeGreaterThanOrEqual(2);
    expect(await backfillAttendeePhones()).toEqual({ attendees: 0 });
    const backfilled = await db.collection("attendees").find({ event }).toArray();
    expect(backfilled.map((attendee) => attendee.phone)).toEqual(["8099999999", "8099999999"]);
  });
});
