import mongoose from "mongoose";
import { expect } from "vitest";
import { uniqueEmail } from "../../support/accounts";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventFor, purchase } from "../../support/purchases";

export const oid = (id: string) => new mongoose.Types.ObjectId(id);

/** A priced event of `seats` seats, all held by one buyer's pending order: sold out, with that order to give back. */
export async function soldOutEvent(seats: number, extra: Record<string, string> = {}) {
  const { organiser, eventId } = await eventFor({
    ticketPrice: "2000",
    ticketQuantity: String(seats),
    ticketPurchaseLimit: String(Math.min(seats, 10)),
    ...extra,
  });
  const holder = organiser; // the organiser's own account buys: one account fewer to register
  const held = await purchase(holder.token, eventId, seats);
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  return { organiser, eventId, holder, order: held.body.data[0] as { _id: string; reference: string } };
}

export const joinBody = (overrides: Record<string, unknown> = {}) => ({
  partySize: 1,
  fullName: "Chidi Okeke",
  email: uniqueEmail("waiter"),
  phone: "0803 123 4567",
  ...overrides,
});

export async function join(eventId: string, overrides: Record<string, unknown> = {}, token?: string) {
  return api(`/api/v1/events/${eventId}/waitlist`, { method: "POST", json: joinBody(overrides), ...(token ? { token } : {}) });
}

/** Joins `count` people one after the other (join order is the queue); answers their entries' ids and keys. */
export async function joinMany(eventId: string, count: number, partySize = 1) {
  const entries: { _id: string; key: string; email: string }[] = [];
  for (let i = 0; i < count; i++) {
    const body = joinBody({ partySize, fullName: `Waiter ${i + 1}` });
    const joined = await api(`/api/v1/events/${eventId}/waitlist`, { method: "POST", json: body });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    entries.push({ _id: joined.body.data._id, key: joined.body.data.key, email: body.email as string });
  }
  return entries;
}

export async function entries(eventId: string) {
  return (await database())
    .collection("waitlistentries")
    .find({ event: oid(eventId) })
    .sort({ joinedAt: 1, _id: 1 })
    .toArray();
}

export async function offerOrders(eventId: string) {
  return (await database())
    .collection("orders")
    .find({ event: oid(eventId), offer: { $exists: true } })
    .toArray();
}

export async function eventDoc(eventId: string) {
  return (await database()).collection("events").findOne({ _id: oid(eventId) });
}

/** Seats held or sold, per the order marks: what the counters must equal. */
export async function assertCountersMatchOrders(eventId: string) {
  const orders = await (
    await database()
  )
    .collection("orders")
    .find({ event: oid(eventId), status: { $in: ["holding", "pending", "paid"] } })
    .toArray();
  const event = await eventDoc(eventId);
  const live = orders.filter(
    (order) => (event?.heldFor ?? []).some((id: mongoose.Types.ObjectId) => String(id) === String(order._id)) || order.status === "paid",
  );
  const held = live.reduce((sum, order) => sum + (order.quantity as number), 0);
  expect(event?.seatsTaken).toBe(held);
  expect(event?.seatsTaken).toBeLessThanOrEqual(event?.ticketQuantity);
}
