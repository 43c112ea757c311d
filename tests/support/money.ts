import { expect } from "vitest";
import mongoose from "mongoose";
import { verifiedUser } from "./accounts";
import { database } from "./database";
import { api } from "./http";
import { payThroughTestGateway, purchase, ticketsOfOrder } from "./purchases";
import { countMail } from "../../bench/lib/smtp-capture.mjs";
import { testStack } from "./stack";

/** A buyer with a paid order of `quantity` tickets (paid through the TEST MODE gateway and verified). */
export async function paidOrder(eventId: string, quantity: number) {
  const buyer = await verifiedUser();
  const order = (await purchase(buyer.token, eventId, quantity, { email: buyer.email })).body.data[0];
  const reference = await payThroughTestGateway(order._id);
  expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
  const tickets = await ticketsOfOrder(order._id);
  expect(tickets).toHaveLength(quantity);
  return { buyer, orderId: order._id as string, reference, tickets };
}

export const refund = (token: string, json: Record<string, unknown>) => api("/api/v1/refunds", { method: "POST", token, json });

/** Polls until `check` holds (the TEST MODE gateway answers by webhook a moment later). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    value = await read();
  }
  return value;
}

export async function refundsOf(orderId: string) {
  const db = await database();
  const order = await db.collection("orders").findOne(orderId.length === 24 ? { _id: new mongoose.Types.ObjectId(orderId) } : { publicId: orderId });
  return db.collection("refunds").find({ order: order?._id }).toArray();
}

export async function payoutByReference(reference: string) {
  return (await database()).collection("payouts").findOne({ reference });
}

export const mailCount = (to: string, subject: string) => countMail(testStack().inboxDir, { to, subject });
