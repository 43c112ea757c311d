import net from "node:net";

/** A TCP port on loopback that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `url` answers 200 (or anything, with `anyStatus`), or throws after `timeoutMs`.
 * @param {string} url
 * @param {{ timeoutMs?: number, isAlive?: () => boolean, anyStatus?: boolean }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, isAlive = () => true, anyStatus = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process serving ${url} exited`);
    try {
      const response = await fetch(url);
      if (response.ok || anyStatus) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
