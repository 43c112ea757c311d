// `npm run media:move -- --to gridfs` (or `--to disk`): copies every upload from one storage to the
// other, skipping what is already there, and reports counts. `--remove-source` also deletes each
// source copy once it is safely in the target. The database is MONGODB_URI, else the running
// embedded one (`npm start`), else the embedded one started for the move and stopped after.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import mongoose from "mongoose";
import { diskStorage } from "@/lib/platform/media/disk-storage";
import { gridfsStorage } from "@/lib/platform/media/gridfs-storage";
import { moveMedia } from "@/lib/platform/media/move-media";
import { ROOT, attachToFerretdb, embeddedDatabasePort, startFerretdb } from "../server/ferretdb.mjs";

const USAGE = "usage: npm run media:move -- --to gridfs|disk [--remove-source]";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: "string" }, "remove-source": { type: "boolean", default: false } } });
  if (values.to !== "gridfs" && values.to !== "disk") {
    console.error(USAGE);
    return 2;
  }
  // The same settings the app reads: .env first, the environment wins.
  if (existsSync(path.join(ROOT, ".env"))) process.loadEnvFile(path.join(ROOT, ".env"));
  const { DATA_DIR, dataEnv } = await import("../server/app.mjs");
  const uploadDir = dataEnv().STORAGE_DIR;

  const dataDir = path.join(DATA_DIR, "db");
  const port = embeddedDatabasePort();
  let uri = process.env.MONGODB_URI || (await attachToFerretdb({ dataDir, port }));
  const started = uri ? null : await startFerretdb({ dataDir, port });
  uri ||= started?.uri ?? null;
  try {
    await mongoose.connect(uri as string, { serverSelectionTimeoutMS: 10_000 });
    const disk = diskStorage(uploadDir);
    const gridfs = gridfsStorage(async () => mongoose.connection.db as mongoose.mongo.Db);
    const [from, to] = values.to === "gridfs" ? [disk, gridfs] : [gridfs, disk];
    const describe = (kind: string) => (kind === "gridfs" ? "GridFS (the database's media bucket)" : uploadDir);
    console.log(`Moving uploads from ${describe(from.kind)} to ${describe(to.kind)}…`);

    const counts = await moveMedia(from, to, { removeSource: values["remove-source"] });
    console.log(
      `copied: ${counts.copied}, already there: ${counts.alreadyThere}, source copies removed: ${counts.removed}, failed: ${counts.failed.length}`,
    );
    for (const { key, reason } of counts.failed) console.log(`  failed ${key}: ${reason}`);
    if (counts.failed.length === 0) console.log(`Set STORAGE=${to.kind} on every instance to serve from there.`);
    return counts.failed.length === 0 ? 0 : 1;
  } finally {
    await mongoose.disconnect();
    await started?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("Moving uploads failed:", error);
    process.exit(1);
  },
);
