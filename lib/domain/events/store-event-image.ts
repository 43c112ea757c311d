import "server-only";
import { randomBytes } from "node:crypto";
import { toWebImage } from "@/lib/platform/media/process-image";
import { storage } from "@/lib/platform/media/storage";

const EVENT_IMAGE = { width: 1600, height: 1600, fit: "inside" } as const;

/** Checks, re-encodes and stores an event image; answers its storage key and URL path. */
export async function storeEventImage(file: File): Promise<{ storageKey: string; imageUrl: string }> {
  const image = await toWebImage(file, EVENT_IMAGE);
  const storageKey = `events/${randomBytes(12).toString("hex")}.webp`;
  const imageUrl = await storage().put(storageKey, image);
  return { storageKey, imageUrl };
}
