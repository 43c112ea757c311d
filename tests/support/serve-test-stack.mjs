// Playwright's web server: the built app on a throw-away embedded database, until it is told to stop.
import { startTestStack } from "./test-stack.mjs";

const stack = await startTestStack({ port: Number(process.env.PORT), quiet: false });
console.log(`test stack ready at ${stack.url}`);

const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
