// The page cache handler's store of resized images (lib/platform/http/page-cache-handler.mjs).

/**
 * Resized images by key (the image optimiser's entries, `{ buffer, ... }`), least recently used
 * first, at most `capacity` bytes of image in all: adding one past that drops the least recently
 * used until it fits.
 */
export class ImageLru {
  entries = new Map();
  bytes = 0;

  constructor(capacity) {
    this.capacity = capacity;
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key, value) {
    this.delete(key);
    const size = value.buffer?.byteLength ?? 0;
    if (size > this.capacity) return;
    this.entries.set(key, { value, lastModified: Date.now(), size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.capacity) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
