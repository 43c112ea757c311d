import sharp from "sharp";
import { expect } from "vitest";
import { lagosDate } from "@/lib/platform/time/lagos";
import { api } from "./http";

export const inDays = (days: number) => lagosDate(new Date(Date.now() + days * 86_400_000));

export const validEvent = (overrides: Record<string, string> = {}): Record<string, string> => ({
  eventTitle: "Lekki Sunset Jazz",
  eventDescription: "An evening of jazz standards and Afro-jazz by the lagoon, with food stalls and a late set.",
  eventLocation: "Lekki Leisure Lake, Lagos",
  eventAgenda: "18:00 Doors\n19:00 First set",
  eventRule: "No outside drinks.",
  startDate: inDays(10),
  startTime: "18:00",
  endDate: inDays(10),
  endTime: "23:00",
  ticketPrice: "5000",
  ticketQuantity: "80",
  ticketPurchaseLimit: "4",
  totalTableNumber: "10",
  totalSeatNumber: "80",
  parkingAccess: "yes",
  ...overrides,
});

export const posterPng = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#27187e" } })
          .png()
          .toBuffer(),
      ),
    ],
    {
      type: "image/png",
    },
  );

export async function eventForm(fields: Record<string, string>, image?: Blob | null, imageName = "poster.png") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image !== null) form.append("image", image ?? (await posterPng()), imageName);
  return form;
}

let categoryId: string | undefined;
export async function someCategoryId(): Promise<string> {
  categoryId ??= (await api("/api/v1/categories")).body.data[0]._id as string;
  return categoryId;
}

export async function createEvent(token: string, overrides: Record<string, string> = {}, image?: Blob | null) {
  return api(`/api/v1/create-event/${await someCategoryId()}`, {
    method: "POST",
    token,
    body: await eventForm(validEvent(overrides), image),
  });
}

export async function createdEventId(token: string, overrides: Record<string, string> = {}) {
  const response = await createEvent(token, overrides);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data._id as string;
}
