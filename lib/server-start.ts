import { getEnv, type Env } from "@/lib/env";

/** Once per server process: fail fast on bad configuration, seed an empty embedded database, start sweepers. */
export async function onServerStart(): Promise<void> {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    // A server that cannot work must not look healthy: say why and stop.
    console.error((error as Error).message);
    process.exit(1);
  }

  if (env.EMBEDDED_DB && env.SEED_ON_START) {
    const { seedEmptyDatabase } = await import("@/lib/seed/seed-on-start");
    await seedEmptyDatabase();
  }

  const { startSweepers } = await import("@/lib/sweepers/start-sweepers");
  startSweepers();
}
