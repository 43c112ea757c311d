// Runs Next's standalone server (argv[2]) in WEB_CONCURRENCY processes sharing one port (Node's
// cluster). One process (the default) runs the server as is. A worker that dies is replaced;
// SIGTERM and SIGINT stop every worker, and the primary exits once they have. In each server
// process, requests meet the front door first (front-door.mjs): it hands the app its clients'
// socket addresses and answers the pages Next marks as shared from a short-lived cache.
import cluster from "node:cluster";
import { pathToFileURL } from "node:url";
import { installFrontDoor } from "./front-door.mjs";

const server = process.argv[2];
const workers = Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? "1", 10) || 1);

if (workers === 1 || !cluster.isPrimary) {
  installFrontDoor();
  await import(pathToFileURL(server).href);
} else {
  let stopping = false;
  for (let index = 0; index < workers; index++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (!stopping) {
      console.error(`Server worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      cluster.fork();
    } else if (Object.keys(cluster.workers).length === 0) {
      process.exit(0);
    }
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers)) worker.process.kill(signal);
    });
  }
}
