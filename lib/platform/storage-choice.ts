/** Where uploads live: the local disk (one machine) or GridFS in the app's database (any number of instances). */
export type StorageKind = "disk" | "gridfs";

export type StorageSettings = { STORAGE?: StorageKind; MONGODB_URI?: string; EMBEDDED_DB?: string };

/**
 * Where uploads go. STORAGE decides when set. Otherwise a database of the operator's own
 * (MONGODB_URI set, not the embedded one the launcher started) means instances may be many, so
 * uploads go to GridFS in that database; the one-container default (embedded database) keeps
 * them on the local disk beside its data.
 */
export function chooseStorage(settings: StorageSettings): StorageKind {
  if (settings.STORAGE) return settings.STORAGE;
  return settings.MONGODB_URI && !settings.EMBEDDED_DB ? "gridfs" : "disk";
}
