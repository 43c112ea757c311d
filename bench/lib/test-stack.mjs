// Starts a throw-away embedded database and the built server on free ports (tests, e2e and bench).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStandalone, trialAppEnv } from "../../server/app.mjs";
import { startFerretdb } from "../../server/ferretdb.mjs";
import { freePort } from "../../server/ports.mjs";
import { startSmtpCapture } from "./smtp-capture.mjs";
import { TEST_AUTH_SECRET } from "./test-secret.mjs";

export { TEST_AUTH_SECRET };

/** @param {{ quiet?: boolean; env?: Record<string, string>; port?: number; nodeArgs?: string[] }} [options] */
export async function startTestStack({ quiet = true, env = {}, port: requestedPort, nodeArgs } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-test-"));
  // A real SMTP server: the app's mail goes over the wire and lands as files in `inbox`.
  const mail = await startSmtpCapture({ dir: path.join(root, "inbox") });
  const database = await startFerretdb({ dataDir: path.join(root, "db") });
  const port = requestedPort ?? (await freePort());
  let app;
  try {
    app = await startStandalone({
      port,
      quiet,
      nodeArgs,
      // No Paystack here: payments go through the built-in TEST MODE gateway.
      env: trialAppEnv(
        { port, mongoUri: database.uri, storageDir: path.join(root, "uploads"), authSecret: TEST_AUTH_SECRET },
        {
          EMBEDDED_DB: "ferretdb",
          SMTP_URL: mail.url,
          // The tests play the proxy in front of the app: each call names its client in X-Forwarded-For.
          TRUST_PROXY_HOPS: "1",
          ...env,
        },
      ),
    });
  } catch (error) {
    await Promise.all([database.stop(), mail.stop()]);
    throw error;
  }
  return {
    url: app.url,
    mongoUri: database.uri,
    inboxDir: mail.dir,
    storageDir: path.join(root, "uploads"),
    root,
    app,
    database,
    async stop() {
      await app.stop();
      await Promise.all([database.stop(), mail.stop()]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
