import type { Readable } from "node:stream";
import type { StorageKind } from "@/lib/platform/storage-choice";

/** A stored file, found but not yet read. */
export type StoredFile = {
  size: number;
  etag: string;
  contentType: string;
  /** Its bytes, read as they are sent. */
  stream(): Readable;
};

/** Where uploaded and generated files live, by key (`events/….webp`, `avatars/….webp`). */
export type MediaStorage = {
  readonly kind: StorageKind;
  /** Stores the bytes under `key` (a reader never sees half a file); answers the path the app serves it at. */
  put(key: string, data: Buffer): Promise<string>;
  open(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every stored key, once each. */
  keys(): AsyncIterable<string>;
};
