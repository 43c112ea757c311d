import { CONNECTION_ERROR } from "@/components/favorites/favorite-messages";

/** A favourite as the lists show it, from the account or from this browser. */
export type FavoriteEvent = {
  _id: string;
  eventTitle: string;
  eventDescription: string;
  eventLocation: string;
  ticketPrice: number;
  /** Who pays the fees: the card shows the all-in price. */
  feeMode: "absorb" | "pass";
  imageUrl: string;
};

export type FavoritesResponse = { ok: boolean; status: number; message: string; data: unknown };

/**
 * A same-origin JSON call for the favourites islands. Hand-rolled rather than `callApi`, whose zod
 * parsing would add to the JavaScript of the public event page.
 */
export async function favoritesRequest(path: string, method: "GET" | "POST" | "DELETE", body?: unknown): Promise<FavoritesResponse> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, message: CONNECTION_ERROR, data: null };
  }
  const json = (await response.json().catch(() => null)) as { message?: unknown; data?: unknown } | null;
  const message = typeof json?.message === "string" ? json.message : "";
  return { ok: response.ok, status: response.status, message, data: json?.data ?? null };
}
