import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";

function upload(token: string, file: Blob, name: string) {
  const form = new FormData();
  form.append("image", file, name);
  return api("/api/v1/profile/picture", { method: "POST", token, body: form });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#ff5722" } })
    .png()
    .toBuffer();

describe("POST /api/v1/profile/picture", () => {
  it("re-encodes a picture to a square WebP of at most 512 px and serves it", async () => {
    const { token } = await verifiedUser();
    const { status, body } = await upload(token, new Blob([new Uint8Array(await png(1600, 900))], { type: "image/png" }), "me.png");
    expect(status).toBe(200);
    expect(body.data.avatarUrl).toMatch(/^\/media\/avatars\/[a-f0-9]{24}-[a-f0-9]{12}\.webp$/);
    const served = await fetch(`${baseUrl()}${body.data.avatarUrl}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: "webp", width: 512, height: 512 });
    expect((await api("/api/v1/me", { token })).body.data.avatarUrl).toBe(body.data.avatarUrl);
  });

  it("refuses a text file named .jpg and keeps the old picture", async () => {
    const { token } = await verifiedUser();
    const first = await upload(token, new Blob([new Uint8Array(await png(300, 300))], { type: "image/png" }), "me.png");
    const fake = new Blob(["this is not an image at all"], { type: "image/jpeg" });
    const { status, body } = await upload(token, fake, "holiday.jpg");
    expect(status).toBe(422);
    expect(body.message).toMatch(/Upload a JPEG, PNG/);
    expect((await api("/api/v1/me", { token })).body.data.avatarUrl).toBe(first.body.data.avatarUrl);
  });

  it("refuses a 20 MB upload with 413", async () => {
    const { token } = await verifiedUser();
    const huge = new Blob([new Uint8Array(20 * 1024 * 1024)], { type: "image/png" });
    const { status } = await upload(token, huge, "huge.png");
    expect(status).toBe(413);
  });

  it("needs a session and a file", async () => {
    const form = new FormData();
    form.append("image", new Blob(["x"]), "x.png");
    expect((await api("/api/v1/profile/picture", { method: "POST", body: form })).status).toBe(401);
    const { token } = await verifiedUser();
    const empty = await api("/api/v1/profile/picture", { method: "POST", token, body: new FormData() });
    expect(empty.status).toBe(422);
  });
});
