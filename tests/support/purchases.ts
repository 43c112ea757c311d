import { expect } from "vitest";
import { createdEventId } from "./events";
import { api, baseUrl } from "./http";
import { database, setPlan } from "./database";
import { verifiedUser } from "./accounts";
import mongoose from "mongoose";

export const purchase = (token: string, eventId: string, numberOfTicket: number, extra: Record<string, unknown> = {}) =>
  api(`/api/v1/create/ticket/${eventId}`, {
    method: "POST",
    token,
    json: { fullName: "Kemi Adebayo", email: "kemi@example.com", numberOfTicket, needCarPackingSpace: "yes", specialRequest: "", ...extra },
  });

/** An organiser (Premium, so no plan limit gets in the way) with one event of the given shape. */
export async function eventFor(overrides: Record<string, string> = {}) {
  const organiser = await verifiedUser();
  await setPlan(organiser.userId, "premium");
  const eventId = await createdEventId(organiser.token, overrides);
  return { organiser, eventId };
}

/** Opens checkout (saying how the buyer will pay, if `channel`), presses Pay (or Decline) on the TEST MODE page and follows the redirect's reference. */
export async function payThroughTestGateway(orderId: string, outcome: "pay" | "decline" = "pay", channel?: string) {
  const checkout = await api(`/api/v1/payment/${orderId}`, { method: "POST", ...(channel ? { json: { channel } } : {}) });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const reference = checkout.body.data.reference as string;
  expect(checkout.body.data.checkout_url.startsWith(`${baseUrl()}/test-checkout/${reference}?`)).toBe(true);
  const form = new URLSearchParams({ outcome });
  const pressed = await fetch(`${baseUrl()}/api/test-gateway/checkout/${reference}`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  expect(pressed.status).toBe(303);
  expect(pressed.headers.get("location")).toBe(`${baseUrl()}/payment-verify?reference=${reference}&trxref=${reference}`);
  return reference;
}

export async function eventCounters(eventId: string) {
  const event = await (await database()).collection("events").findOne({ _id: new mongoose.Types.ObjectId(eventId) });
  return { seatsTaken: event?.seatsTaken as number, ticketSold: event?.ticketSold as number, revenue: event?.revenueGenerated as number };
}

/** An order as stored, found by the public id the API answers (or the internal id). */
export async function storedOrder(orderId: string) {
  const orders = (await database()).collection("orders");
  return orders.findOne(orderId.length === 24 ? { _id: new mongoose.Types.ObjectId(orderId) } : { publicId: orderId });
}

export async function ticketsOfOrder(orderId: string) {
  const order = await storedOrder(orderId);
  return (await database()).collection("tickets").find({ order: order?._id }).toArray();
}

/** A new buyer's order of `count` tickets of a free event (issued at once): the buyer, the order's id and the tickets' check-in codes. */
export async function freeTicketsBought(eventId: string, count: number, fullName: string) {
  const buyer = await verifiedUser();
  const orderId = (await purchase(buyer.token, eventId, count, { fullName })).body.data[0]._id as string;
  const codes = (await ticketsOfOrder(orderId)).map((ticket) => ticket.checkInCode as string);
  expect(codes).toHaveLength(count);
  return { buyer, orderId, codes };
}

export async function orderStatus(orderId: string) {
  return (await storedOrder(orderId))?.status as string;
}

/** What the buyer's allowance counter says for an event. */
export async function quotaHeld(buyerId: string, eventId: string) {
  const quota = await (
    await database()
  )
    .collection("ticketquotas")
    .findOne({ buyer: new mongoose.Types.ObjectId(buyerId), event: new mongoose.Types.ObjectId(eventId) });
  return (quota?.held as number | undefined) ?? 0;
}
