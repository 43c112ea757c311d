import "server-only";
import sharp from "sharp";
import { ApiError } from "@/lib/platform/errors";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

export type ImageShape = { width: number; height: number; fit: "cover" | "inside" };

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it as WebP at
 * most `shape` in size, upright, without metadata. Anything else is a 4xx.
 */
export async function toWebImage(file: File, shape: ImageShape): Promise<Buffer> {
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError("payload_too_large", "The image must be 5 MB or smaller");
  const input = Buffer.from(await file.arrayBuffer());
  const image = sharp(input, { limitInputPixels: 50_000_000, failOn: "error", animated: false });
  let format: string | undefined;
  try {
    format = (await image.metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await image
      .rotate()
      .resize({ width: shape.width, height: shape.height, fit: shape.fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

const notAnImage = () => new ApiError("unprocessable_entity", "Upload a JPEG, PNG, WebP, GIF or AVIF image", { image: ["is not a readable image"] });
