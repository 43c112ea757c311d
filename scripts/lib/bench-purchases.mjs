// The purchase race for `npm run bench`: 100 buyers at once for fewer seats, several rounds.
import { burst, copyEvent, createUsersWithTokens, percentile } from "./bench-users.mjs";

export async function benchPurchases({ url, db, secret, buyers = 100, seats = 80, rounds = 3 }) {
  const latencies = [];
  let requests = 0;
  let held = 0;
  let oversold = 0;
  let elapsed = 0;
  for (let round = 0; round < rounds; round++) {
    const users = await createUsersWithTokens(db, secret, buyers, "Bench Buyer");
    const eventId = await copyEvent(db, { ticketQuantity: seats, ticketPurchaseLimit: 1, seatsTaken: 0, ticketSold: 0 });
    const started = performance.now();
    const results = await burst(
      users.map(({ token }) => ({
        url: `${url}/api/v1/create/ticket/${eventId}`,
        token,
        body: { fullName: "Bench Buyer", email: "bench@example.com", numberOfTicket: 1, needCarPackingSpace: "no" },
      })),
    );
    elapsed += performance.now() - started;
    requests += results.length;
    latencies.push(...results.map((result) => result.ms));
    held += results.filter((result) => result.status === 201).length;
    const event = await db.collection("events").findOne({ _id: eventId });
    const orders = await db.collection("orders").countDocuments({ event: eventId });
    oversold += Math.max(0, event.seatsTaken - event.ticketQuantity, orders - seats);
  }
  latencies.sort((a, b) => a - b);
  return {
    rounds,
    "req/s": Math.round(requests / (elapsed / 1000)),
    "p50 ms": Math.round(percentile(latencies, 50)),
    "p99 ms": Math.round(percentile(latencies, 99)),
    held: `${held}/${rounds * seats}`,
    oversold,
  };
}
