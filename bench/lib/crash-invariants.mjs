// What must hold after any crash and one sweep: every paid order has its tickets, every counter
// equals what the orders say, and no check-in code is issued twice.

/** Reads the invariants of one event straight from the database. */
export async function readInvariants(db, eventId) {
  const orders = await db.collection("orders").find({ event: eventId }).toArray();
  const tickets = await db.collection("tickets").find({ event: eventId }).toArray();
  const event = await db.collection("events").findOne({ _id: eventId });
  const quotas = await db.collection("ticketquotas").find({ event: eventId }).toArray();
  const gatewayPaid = new Set(
    (
      await db
        .collection("testtransactions")
        .find({ status: "success" }, { projection: { reference: 1 } })
        .toArray()
    ).map((transaction) => transaction.reference),
  );

  const ticketsPerOrder = new Map();
  for (const ticket of tickets) ticketsPerOrder.set(String(ticket.order), (ticketsPerOrder.get(String(ticket.order)) ?? 0) + 1);
  const paid = orders.filter((order) => order.status === "paid");
  const pending = orders.filter((order) => order.status === "pending");
  const sum = (list, field) => list.reduce((total, order) => total + order[field], 0);

  const paidShort = paid.filter((order) => (ticketsPerOrder.get(String(order._id)) ?? 0) !== order.quantity);
  const liveByBuyer = new Map();
  for (const order of [...paid, ...pending]) liveByBuyer.set(String(order.buyer), (liveByBuyer.get(String(order.buyer)) ?? 0) + order.quantity);
  const allowanceDrift = quotas.filter((quota) => quota.held !== (liveByBuyer.get(String(quota.buyer)) ?? 0)).length;
  const codes = tickets.map((ticket) => ticket.checkInCode);
  const seatNumbers = tickets.map((ticket) => ticket.seatNumber).filter((seat) => seat != null);

  const figures = {
    "orders paid": paid.length,
    "orders pending": pending.length,
    // Paid at the gateway while its webhook and the buyer's verify were lost (the database was
    // down): the webhook's retry (3 minutes on) or the hold's end, which asks the gateway, completes them.
    "orders paid at the gateway, webhook retry due": pending.filter((order) => gatewayPaid.has(order.reference)).length,
    "orders holding": orders.filter((order) => order.status === "holding").length,
    tickets: tickets.length,
    "paid orders without all tickets": paidShort.length,
    "gateway-paid orders expired or refunded": orders.filter(
      (order) => gatewayPaid.has(order.reference) && !["paid", "pending"].includes(order.status),
    ).length,
    "seatsTaken drift": event.seatsTaken - (sum(pending, "quantity") + sum(paid, "quantity")),
    "ticketSold drift": event.ticketSold - sum(paid, "quantity"),
    "revenue drift (naira)": event.revenueGenerated - sum(paid, "amountKobo") / 100,
    "buyers with allowance drift": allowanceDrift,
    "duplicate check-in codes": codes.length - new Set(codes).size,
    "duplicate seat numbers": seatNumbers.length - new Set(seatNumbers).size,
  };
  const broken = Object.entries(figures)
    .filter(([name, value]) => !name.startsWith("orders") && name !== "tickets" && value !== 0)
    .map(([name, value]) => `${name}: ${value}`);
  if (figures["orders holding"] > 0) broken.push(`holding orders left: ${figures["orders holding"]}`);
  return { ok: broken.length === 0, broken, figures };
}
