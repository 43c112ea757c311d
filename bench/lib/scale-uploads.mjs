// "A poster uploaded on one instance is served by the other": one check of the scale test.
import { randomInt } from "node:crypto";
import sharp from "sharp";

const lagosDay = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000 + 3_600_000).toISOString().slice(0, 10);

/** A poster of its own colour each time, so the bytes B serves can only be the ones uploaded on A. */
async function distinctPoster() {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

async function jsonOf(response) {
  try {
    return await response.json();
  } catch {
    return {};
  }
}

/**
 * Publishes an event on instance A the way the organiser's create-event form does (multipart to
 * `POST /api/v1/create-event/{categoryId}` with the web session cookie and the poster), then asks
 * instance B for the poster's URL: it must answer the same bytes, as an immutable image with the
 * same ETag as A, and 304 for that ETag. `cookieA` is the organiser's session cookie on A (a Cookie
 * header value); the organiser's plan must allow one more open event (a Pro organiser, or a Basic
 * one with none). Each call publishes one event, titled so it is recognisable.
 * @param {{ baseA: string; baseB: string; cookieA: string }} options
 * @returns {Promise<{ ok: boolean; detail: string }>}
 */
export async function posterAcrossInstances({ baseA, baseB, cookieA }) {
  const categories = await fetch(`${baseA}/api/v1/categories`);
  const categoryId = (await jsonOf(categories)).data?.[0]?._id;
  if (!categoryId) return { ok: false, detail: `no category to publish under (GET /api/v1/categories on A answered ${categories.status})` };

  const form = new FormData();
  const fields = {
    eventTitle: `Scale test poster ${Date.now()}`,
    eventDescription: "An event published by the scale test to check that uploads are shared between instances.",
    eventLocation: "Tafawa Balewa Square, Lagos",
    startDate: lagosDay(30),
    startTime: "18:00",
    endDate: lagosDay(30),
    endTime: "22:00",
    ticketPrice: "0",
    ticketQuantity: "10",
    ticketPurchaseLimit: "2",
    totalTableNumber: "0",
    totalSeatNumber: "0",
    parkingAccess: "no",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("image", await distinctPoster(), "poster.png");
  const created = await fetch(`${baseA}/api/v1/create-event/${categoryId}`, { method: "POST", headers: { cookie: cookieA }, body: form });
  const createdBody = await jsonOf(created);
  const imageUrl = createdBody.data?.image?.imageUrl;
  if (created.status !== 201 || !imageUrl) {
    return { ok: false, detail: `publishing on A answered ${created.status}: ${createdBody.message ?? "no image URL"}` };
  }

  const posterPath = new URL(imageUrl).pathname;
  const [onA, onB] = await Promise.all([fetch(`${baseA}${posterPath}`), fetch(`${baseB}${posterPath}`)]);
  if (onA.status !== 200) return { ok: false, detail: `${posterPath} is ${onA.status} on A itself` };
  if (onB.status !== 200) return { ok: false, detail: `${posterPath} uploaded on A is ${onB.status} on B` };
  const [bytesA, bytesB] = await Promise.all([onA.arrayBuffer(), onB.arrayBuffer()]);
  if (!Buffer.from(bytesA).equals(Buffer.from(bytesB))) {
    return { ok: false, detail: `${posterPath}: B served ${bytesB.byteLength} bytes that differ from A's ${bytesA.byteLength}` };
  }
  const etag = onB.headers.get("etag");
  const problems = [
    onB.headers.get("content-type") !== "image/webp" && `content type ${onB.headers.get("content-type")}`,
    !/immutable/.test(onB.headers.get("cache-control") ?? "") && `cache control ${onB.headers.get("cache-control")}`,
    (!etag || etag !== onA.headers.get("etag")) && `ETag ${etag} on B, ${onA.headers.get("etag")} on A`,
  ].filter(Boolean);
  if (problems.length) return { ok: false, detail: `${posterPath} on B: ${problems.join(", ")}` };
  const revalidated = await fetch(`${baseB}${posterPath}`, { headers: { "if-none-match": etag } });
  if (revalidated.status !== 304) return { ok: false, detail: `${posterPath} on B answered ${revalidated.status} to its own ETag (304 expected)` };

  return { ok: true, detail: `${posterPath} uploaded on A (${bytesA.byteLength} bytes) served by B, same bytes and ETag, immutable` };
}
