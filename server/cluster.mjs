// WEB_CONCURRENCY server processes sharing one port (Node's cluster): the primary forks the
// workers, each of which serves (serve.mjs), and starts another when one dies. SIGTERM and SIGINT
// stop every worker, and the primary exits once they have.
import cluster from "node:cluster";

/** WEB_CONCURRENCY: how many server processes (1 unless set). */
export function workerCount(value = process.env.WEB_CONCURRENCY) {
  return Math.max(1, Number.parseInt(value ?? "1", 10) || 1);
}

/** In the primary: forks `workers` workers running this same script, and keeps them running until asked to stop. */
export function runWorkers(workers) {
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
