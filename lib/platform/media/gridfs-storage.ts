import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import mongoose from "mongoose";
import type { MediaStorage } from "@/lib/platform/media/media-storage";
import { mediaPath } from "@/lib/platform/media/media-path";
import { contentTypeOf, etagOf, isStorageKey } from "@/lib/platform/media/storage-key";

type Db = mongoose.mongo.Db;
type Bucket = mongoose.mongo.GridFSBucket;

/** Collections `media.files` and `media.chunks`, beside the app's own. */
export const MEDIA_BUCKET = "media";

function checkKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/**
 * Files in GridFS, in the app's own database: every instance over that database sees every upload.
 * A file's name is its key. Its chunks are written first and its files document last, so a reader
 * finds only whole files. A key is normally written once; if two writers ever store the same key
 * (two instances seeding at once), the newest copy is served and removing the key removes them all.
 * Works on MongoDB and on FerretDB 1.24 (equalities on `filename`, `_id` and `files_id`, the
 * driver's two indexes, sorts done after an indexed read).
 */
export function gridfsStorage(database: () => Promise<Db>): MediaStorage {
  let opened: Promise<Bucket> | undefined;
  // One bucket per process: the driver checks its indexes once per bucket, before the first upload.
  const bucket = () =>
    (opened ??= database()
      .then((db) => new mongoose.mongo.GridFSBucket(db, { bucketName: MEDIA_BUCKET }))
      .catch((error: unknown) => {
        opened = undefined;
        throw error;
      }));

  async function newest(key: string) {
    checkKey(key);
    const [file] = await (await bucket()).find({ filename: key }, { sort: { uploadDate: -1 }, limit: 1 }).toArray();
    return file ?? null;
  }

  return {
    kind: "gridfs",
    async put(key, data) {
      checkKey(key);
      const upload = (await bucket()).openUploadStream(key, { metadata: { contentType: contentTypeOf(key) } });
      try {
        await pipeline(Readable.from([data]), upload);
      } catch (error) {
        // Removes the chunks already written; no files document was.
        await upload.abort().catch(() => {});
        throw error;
      }
      return mediaPath(key);
    },
    async open(key) {
      const file = await newest(key);
      if (!file) return null;
      const files = await bucket();
      return { size: file.length, etag: etagOf(key, file.length), contentType: contentTypeOf(key), stream: () => files.openDownloadStream(file._id) };
    },
    async has(key) {
      return (await newest(key)) !== null;
    },
    async remove(key) {
      checkKey(key);
      const files = await bucket();
      for (const file of await files.find({ filename: key }, { projection: { _id: 1 } }).toArray()) {
        // A file another process removed meanwhile is gone already, which is what was asked.
        await files.delete(file._id).catch((error: unknown) => {
          if (!(error instanceof mongoose.mongo.MongoRuntimeError && /File not found/.test(error.message))) throw error;
        });
      }
    },
    async *keys() {
      const seen = new Set<string>();
      for await (const file of (await bucket()).find({}, { projection: { filename: 1 } })) {
        if (seen.has(file.filename) || !isStorageKey(file.filename)) continue;
        seen.add(file.filename);
        yield file.filename;
      }
    },
  };
}
