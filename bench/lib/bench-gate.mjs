// The gate for `npm run bench`: one event's sold tickets stored in bulk, then 50 different tickets
// checked in at once (with some scanned twice at the same moment), several rounds, by the organiser,
// by check-in staff signed in or through a check-in link.
import { createHash, randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { copyEvent, createUsersWithTokens, timedBursts } from "./bench-support.mjs";

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const BATCH = 1_000;

export const checkInCode = (serial) => {
  let code = "";
  for (let rest = serial; code.length < 8; rest = Math.floor(rest / ALPHABET.length)) code = ALPHABET[rest % ALPHABET.length] + code;
  return code;
};

/**
 * An organiser, their event and a growing store of its sold tickets: an order per two, each by its
 * own buyer (a stored guest with a phone, as a purchase makes), and an attendee per ticket.
 */
export async function createGate(db, secret) {
  const [organiser] = await createUsersWithTokens(db, secret, 1, "Bench Organiser");
  const eventId = await copyEvent(db, { organizer: organiser.id, ticketQuantity: 1_000_000, ticketPurchaseLimit: 10 });
  let stored = 0;
  let nextToScan = 0;

  /** Stores tickets until `total` exist. */
  async function growTo(total) {
    while (stored < total) {
      const count = Math.min(BATCH, total - stored);
      const now = new Date();
      const buyers = [];
      const orders = [];
      const tickets = [];
      const attendees = [];
      for (let index = 0; index < count; index++) {
        const serial = stored + index;
        const phone = `080${String(serial >> 1).padStart(8, "0")}`;
        if (serial % 2 === 0) {
          const buyer = new mongoose.Types.ObjectId();
          buyers.push({
            _id: buyer,
            fullname: `Gate Guest ${serial + 1}`,
            email: `gate.${eventId}.${serial}@example.com`,
            phoneNo: phone,
            guest: true,
            createdAt: now,
            updatedAt: now,
          });
          orders.push({
            _id: new mongoose.Types.ObjectId(),
            reference: `bench-${eventId}-${serial}`,
            kind: "ticket",
            buyer,
            event: eventId,
            quantity: 2,
            amountKobo: 1_000_000,
            status: "paid",
            paidAt: now,
            expiresAt: now,
            fullName: "Gate Guest",
            email: "guest@example.com",
            createdAt: now,
            updatedAt: now,
          });
        }
        const ticket = {
          _id: new mongoose.Types.ObjectId(),
          event: eventId,
          order: orders.at(-1)._id,
          owner: orders.at(-1).buyer,
          seatIndex: serial % 2,
          checkInCode: checkInCode(serial),
          seatNumber: serial + 1,
          parking: false,
          status: "valid",
          createdAt: now,
          updatedAt: now,
        };
        tickets.push(ticket);
        attendees.push({
          _id: new mongoose.Types.ObjectId(),
          event: eventId,
          ticket: ticket._id,
          fullName: `Gate Guest ${serial + 1}`,
          email: "guest@example.com",
          phone,
          needCarPackingSpace: "no",
          specialRequest: "",
          createdAt: now,
          updatedAt: now,
        });
      }
      await db.collection("users").insertMany(buyers);
      await db.collection("orders").insertMany(orders);
      await db.collection("tickets").insertMany(tickets);
      await db.collection("attendees").insertMany(attendees);
      stored += count;
    }
  }

  /** Check-in staff of this event (a membership written as an accepted invitation leaves it): how they send a scan. */
  async function staffMember() {
    const [member] = await createUsersWithTokens(db, secret, 1, "Bench Gate Staff");
    const now = new Date();
    await db.collection("teammemberships").insertOne({
      owner: organiser.id,
      member: member.id,
      role: "check_in",
      event: eventId,
      invitedBy: organiser.id,
      createdAt: now,
      updatedAt: now,
    });
    return { token: member.token };
  }

  /** A check-in link of this event ("Bench Gate", only its hash stored): how its holder sends a scan. */
  async function checkInLink() {
    const token = randomBytes(24).toString("base64url");
    const now = new Date();
    await db.collection("checkinlinks").insertOne({
      owner: organiser.id,
      event: eventId,
      name: "Bench Gate",
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdBy: organiser.id,
      createdAt: now,
      updatedAt: now,
    });
    return { headers: { "x-check-in-link": token } };
  }

  /**
   * Rounds of 50 different tickets at once, 10 of them scanned twice in the same instant, sent as
   * `who` (the organiser's bearer token unless told). `refused` counts answers that are neither an
   * admission nor "already checked in" (a 403 or 429 there means the figures measure the wrong thing).
   */
  async function scan({ url, rounds = 5, tickets = 50, twice = 10, who = { token: organiser.token } }) {
    const bursts = timedBursts();
    let admitted = 0;
    let admittedTwice = 0;
    const refused = new Map();
    for (let round = 0; round < rounds; round++) {
      const codes = Array.from({ length: tickets }, () => checkInCode(nextToScan++ % stored));
      const scans = [...codes, ...codes.slice(0, twice)];
      const results = await bursts.send(scans.map((code) => ({ url: `${url}/api/v1/check-in/${eventId}`, ...who, body: { checkInCode: code } })));
      for (const { status } of results.filter((result) => result.status !== 200 && result.status !== 409))
        refused.set(status, (refused.get(status) ?? 0) + 1);
      const admissions = new Map();
      results.forEach((result, index) => {
        if (result.status === 200) admissions.set(scans[index], (admissions.get(scans[index]) ?? 0) + 1);
      });
      admitted += admissions.size;
      admittedTwice += [...admissions.values()].filter((times) => times > 1).length;
    }
    return {
      ...bursts.summary(),
      admitted: `${admitted}/${rounds * tickets}`,
      "admitted twice": admittedTwice,
      refused: [...refused.values()].reduce((sum, count) => sum + count, 0),
      ...(refused.size > 0 ? { "refused as": [...refused].map(([status, count]) => `${count} × ${status}`).join(", ") } : {}),
    };
  }

  return { growTo, scan, staffMember, checkInLink, eventId, organiser };
}
