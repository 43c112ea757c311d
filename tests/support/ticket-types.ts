import mongoose from "mongoose";
import { verifiedUser } from "./accounts";
import { database, setPlan } from "./database";
import { createdEventId } from "./events";
import { api } from "./http";

export type TypeSpec = {
  name: string;
  price: number;
  quantity: number;
  minPerOrder?: number;
  maxPerOrder?: number;
  salesStart?: string;
  salesEnd?: string;
  hidden?: boolean;
  description?: string;
};

export const threeTypes = (): TypeSpec[] => [
  { name: "Regular", price: 5_000, quantity: 100, maxPerOrder: 10 },
  { name: "VIP", price: 20_000, quantity: 40, maxPerOrder: 10 },
  { name: "V-VIP", price: 50_000, quantity: 10, minPerOrder: 2, maxPerOrder: 4 },
];

/** A Premium organiser with one event selling the given types; answers the types' ids by name. */
export async function typedEventFor(types: TypeSpec[] = threeTypes(), overrides: Record<string, string> = {}) {
  const organiser = await verifiedUser();
  await setPlan(organiser.userId, "premium");
  const eventId = await createdEventId(organiser.token, { ticketPurchaseLimit: "50", ...overrides, ticketTypes: JSON.stringify(types) });
  const listed = await api(`/api/v1/events/${eventId}/ticket-types`, { token: organiser.token });
  const ids = Object.fromEntries((listed.body.data as { name: string; _id: string }[]).map((type) => [type.name, type._id])) as Record<
    string,
    string
  >;
  return { organiser, eventId, ids };
}

export const buyTypes = (
  token: string,
  eventId: string,
  tickets: { ticketTypeId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) =>
  api(`/api/v1/create/ticket/${eventId}`, {
    method: "POST",
    token,
    json: { fullName: "Kemi Adebayo", email: "kemi@example.com", tickets, needCarPackingSpace: "no", ...extra },
  });

export async function typeTaken(eventId: string) {
  const event = await (await database()).collection("events").findOne({ _id: new mongoose.Types.ObjectId(eventId) });
  return Object.fromEntries((event?.ticketTypes as { name: string; taken: number }[]).map((type) => [type.name, type.taken]));
}

/** Sets a type's seats taken directly (as if sold), keeping the event's total in step. */
export async function setTypeTaken(eventId: string, index: number, taken: number) {
  const events = (await database()).collection("events");
  const event = await events.findOne({ _id: new mongoose.Types.ObjectId(eventId) });
  const types = event?.ticketTypes as { taken: number }[];
  const total = types.reduce((sum, type, i) => sum + (i === index ? taken : type.taken), 0);
  await events.updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { [`ticketTypes.${index}.taken`]: taken, seatsTaken: total } });
}

export async function promoCodeUses(codeId: string) {
  const code = await (await database()).collection("promocodes").findOne({ _id: new mongoose.Types.ObjectId(codeId) });
  return code?.uses as number;
}

export const createCode = (token: string, eventId: string, body: Record<string, unknown>) =>
  api(`/api/v1/events/${eventId}/promo-codes`, { method: "POST", token, json: body });
