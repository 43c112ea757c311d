// Stopping a process this one started (a server, the embedded database): SIGTERM, and the promise
// settles once it has exited.

/**
 * Sends `child` SIGTERM and resolves once it has exited (at once if it already has). With
 * `killAfterMs`, one that has not exited by then gets SIGKILL.
 * @param {import("node:child_process").ChildProcess} child
 * @param {{ killAfterMs?: number }} [options]
 * @returns {Promise<void>}
 */
export function stopProcess(child, { killAfterMs } = {}) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = killAfterMs === undefined ? null : setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.once("exit", () => {
      if (timer) clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
