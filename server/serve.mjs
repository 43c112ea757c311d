// The production server: `node server/serve.mjs <built app>` (the folder of Next's standalone
// output; server/app.mjs finds it). Each server process is one HTTP server whose every request meets
// the front door (front-door.mjs) before Next's request handler (next-handler.mjs):
//
//   createServer(frontDoor(nextHandler, frontCache))
//
// WEB_CONCURRENCY processes share the port (cluster.mjs); one, the default, serves on its own.
// SIGTERM and SIGINT stop taking connections, let the requests in flight finish, then exit.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { runWorkers, workerCount } from "./cluster.mjs";
import { configuredFrontCache } from "./front-cache.mjs";
import { frontDoor } from "./front-door.mjs";
import { prepareNext } from "./next-handler.mjs";

const workers = workerCount();

if (workers > 1 && cluster.isPrimary) {
  runWorkers(workers);
} else {
  await serve(process.argv[2]);
}

/** @param {string} appDir */
async function serve(appDir) {
  if (!appDir) throw new Error("usage: serve.mjs <built app folder>");
  const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
  const hostname = process.env.HOSTNAME || "0.0.0.0";
  const frontCache = configuredFrontCache();
  let next;
  try {
    next = await prepareNext({ dir: appDir, hostname, port });
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
  const server = createServer(frontDoor(next.handle, frontCache));
  const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);
  if (keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
  server.on("error", (error) => {
    console.error("Failed to start the server", error);
    process.exit(1);
  });
  server.listen(port, hostname, () => next.listening(server));
  stopOnSignals(server, next);
}

/** Stops taking connections, lets the requests in flight finish and closes Next, then exits 128 + the signal's number. */
function stopOnSignals(server, next) {
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    server.close(async (error) => {
      if (error) console.error(error);
      await next.close().catch(console.error);
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
