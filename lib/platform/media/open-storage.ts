import type mongoose from "mongoose";
import { diskStorage } from "@/lib/platform/media/disk-storage";
import { gridfsStorage } from "@/lib/platform/media/gridfs-storage";
import type { MediaStorage } from "@/lib/platform/media/media-storage";
import type { StorageKind } from "@/lib/platform/storage-choice";

/** What each kind of storage needs: a directory for the disk, the app's database for GridFS. */
export type StorageLocation = { root: string; database: () => Promise<mongoose.mongo.Db> };

export function openStorage(kind: StorageKind, location: StorageLocation): MediaStorage {
  return kind === "gridfs" ? gridfsStorage(location.database) : diskStorage(location.root);
}
