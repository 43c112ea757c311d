// Loads the demo data into MONGODB_URI: `tsx scripts/seed.ts` (`npm run seed` starts the embedded DB first).
import mongoose from "mongoose";
import { DEMO_ATTENDEE, DEMO_ORGANISER } from "@/lib/jobs/seed/demo-content";
import { seedDemoData } from "@/lib/jobs/seed/seed-demo-data";

async function main(): Promise<number> {
  const uri = process.env.MONGODB_URI;
  if (!uri) {
    console.error("MONGODB_URI is not set. Point it at a MongoDB server, e.g. MONGODB_URI=mongodb://127.0.0.1:27017/scheditix");
    return 1;
  }

  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    const result = await seedDemoData({ log: (line) => console.log(`  ${line}`) });
    console.log(
      result.created
        ? `Demo data loaded: ${result.categories} categories, ${result.users} users, ${result.events} events created.`
        : "Demo data already present: nothing created.",
    );
    console.log("Demo logins:");
    for (const [role, user] of [
      ["organiser", DEMO_ORGANISER],
      ["attendee", DEMO_ATTENDEE],
    ] as const) {
      console.log(`  ${role.padEnd(9)} ${user.email} / ${user.password}`);
    }
    return 0;
  } finally {
    await mongoose.disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("Seeding failed:", error);
    process.exit(1);
  },
);
