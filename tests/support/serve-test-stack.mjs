// Playwright's web server: the built app on a throw-away embedded database, until it is told to stop.
import { writeFileSync } from "node:fs";
import { startTestStack } from "../../bench/lib/test-stack.mjs";

const stack = await startTestStack({ port: Number(process.env.PORT), quiet: false });
// Browser tests read the mail the app sent from here.
if (process.env.E2E_INBOX_FILE) writeFileSync(process.env.E2E_INBOX_FILE, stack.inboxDir);
console.log(`test stack ready at ${stack.url}`);

const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
