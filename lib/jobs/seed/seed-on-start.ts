import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { storage } from "@/lib/platform/media/storage";
import { seedDemoData } from "@/lib/jobs/seed/seed-demo-data";
import { Category } from "@/models/Category";

/** The first start on an empty embedded database loads the demo data, so a fresh clone has something to show. */
export async function seedEmptyDatabase(): Promise<void> {
  await connectToDatabase();
  if ((await Category.estimatedDocumentCount()) > 0) return;
  const result = await seedDemoData({ storage: storage(), log: (line) => logger.info(line) });
  logger.info("seeded demo data", result);
}
