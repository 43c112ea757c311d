// The purchase race for `npm run bench`: 100 buyers at once for fewer seats, several rounds.
import { copyEvent, createUsersWithTokens, timedBursts } from "./bench-support.mjs";

export async function benchPurchases({ url, db, secret, buyers = 100, seats = 80, rounds = 3 }) {
  const bursts = timedBursts();
  let held = 0;
  let oversold = 0;
  let failed = 0;
  for (let round = 0; round < rounds; round++) {
    const users = await createUsersWithTokens(db, secret, buyers, "Bench Buyer");
    const eventId = await copyEvent(db, { ticketQuantity: seats, ticketPurchaseLimit: 1, seatsTaken: 0, ticketSold: 0 });
    const results = await bursts.send(
      users.map(({ token }) => ({
        url: `${url}/api/v1/create/ticket/${eventId}`,
        token,
        body: { fullName: "Bench Buyer", email: "bench@example.com", numberOfTicket: 1, needCarPackingSpace: "no" },
      })),
    );
    held += results.filter((result) => result.status === 201).length;
    failed += results.filter((result) => result.status >= 500).length;
    const event = await db.collection("events").findOne({ _id: eventId });
    const orders = await db.collection("orders").countDocuments({ event: eventId });
    oversold += Math.max(0, event.seatsTaken - event.ticketQuantity, orders - seats);
  }
  return {
    rounds,
    ...bursts.summary(),
    held: `${held}/${rounds * seats}`,
    oversold,
    "5xx": failed,
  };
}
