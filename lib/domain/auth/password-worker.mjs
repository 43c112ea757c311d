// Runs bcrypt for lib/domain/auth/password-pool.ts on a thread of its own, so hashing (hundreds of
// milliseconds of pure JavaScript) never holds up the server's event loop. Plain JavaScript outside
// the bundle: Next's standalone build copies it with bcryptjs (next.config.ts).
import { parentPort } from "node:worker_threads";
import bcrypt from "bcryptjs";

parentPort.on("message", ({ id, op, password, hash, cost }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
