// Pieces of `npm run scale-test`: calls to one app process or another, events made through the API,
// a paid purchase, a web session, and waiting until a process shows a change.
import sharp from "sharp";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `base + path`; answers the status and the body (JSON when it is JSON, else text). */
export async function call(base, path, { token, cookie, json, form, method = json || form ? "POST" : "GET", headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(cookie && { cookie }),
      ...(json && { "content-type": "application/json" }),
      ...headers,
    },
    body: json ? JSON.stringify(json) : form,
  });
  const text = await response.text();
  const body = response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  return { status: response.status, body };
}

const poster = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#27187e" } })
  .png()
  .toBuffer();
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Creates an event through the API (organiser's token), with a poster; answers its id. */
export async function createEvent(base, token, categoryId, fields = {}) {
  const form = new FormData();
  const values = {
    eventTitle: "Scale Night",
    eventDescription: "An evening that two servers sell at once, to see that they agree on everything.",
    eventLocation: "Eko Hotel, Victoria Island, Lagos",
    startDate: inDays(20),
    startTime: "18:00",
    endDate: inDays(20),
    endTime: "23:00",
    ticketPrice: "5000",
    ticketQuantity: "80",
    ticketPurchaseLimit: "4",
    totalTableNumber: "10",
    totalSeatNumber: "80",
    parkingAccess: "no",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("image", new Blob([new Uint8Array(poster)], { type: "image/png" }), "poster.png");
  const created = await call(base, `/api/v1/create-event/${categoryId}`, { token, form });
  if (created.status !== 201) throw new Error(`create-event answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.data._id;
}

/** Holds `count` tickets, pays through the TEST MODE gateway and verifies; answers the order's reference. */
export async function buyAndPay(base, token, eventId, count) {
  const held = await call(base, `/api/v1/create/ticket/${eventId}`, {
    token,
    json: { fullName: "Scale Buyer", email: "scale.buyer@example.com", numberOfTicket: count, needCarPackingSpace: "no" },
  });
  if (held.status !== 201) throw new Error(`create/ticket answered ${held.status}: ${JSON.stringify(held.body)}`);
  const checkout = await call(base, `/api/v1/payment/${held.body.data[0]._id}`, { method: "POST" });
  const reference = checkout.body?.data?.reference;
  if (!reference) throw new Error(`payment answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  await call(base, `/api/test-gateway/checkout/${reference}`, { form: new URLSearchParams({ outcome: "pay" }) });
  const verified = await call(base, `/api/v1/verify?reference=${reference}`);
  if (verified.body?.data?.status !== "Successful") throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return reference;
}

/** A web session on `base` through next-auth's credentials endpoint, as the login page makes one: its cookie header. */
export async function webSessionCookie(base, email, password) {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = await csrf.json();
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: header() },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  keep(signIn);
  if (!cookies.has("next-auth.session-token")) throw new Error(`login on ${base} made no session (${signIn.status})`);
  return header();
}

/**
 * Seconds from now until `shows()` is true, asking every 50 ms; null if it is not within `limitMs`.
 * @param {() => Promise<boolean>} shows
 */
export async function secondsUntil(shows, limitMs = 15_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await shows().catch(() => false)) return Number(((performance.now() - started) / 1000).toFixed(2));
    await sleep(50);
  }
  return null;
}

/** The three public reads of one event on one process: its page, its entry in the list, its API answer. */
export function publicReads(base, eventId) {
  return {
    page: async () => (await call(base, `/event-details/${eventId}`)).body,
    listed: async () => (await call(base, "/api/v1/events")).body.data.find((event) => event._id === eventId) ?? null,
    api: async () => (await call(base, `/api/v1/event/${eventId}`)).body.data,
  };
}

/** The "Tickets available" figure an event page shows. */
export function pageTicketsAvailable(html) {
  const match = /Tickets available<\/[^>]+>\s*(?:<[^>]+>\s*)*([\d,]+|Sold out)/.exec(html);
  return match ? Number(match[1].replaceAll(",", "")) : null;
}
