// Where a server's CPU went, from the V8 CPU profile `node --cpu-prof` writes: busy time by
// component (our bundle, Next.js, the MongoDB driver, mongoose, Node, garbage collection) and the
// functions that used most of it themselves.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const COMPONENTS = [
  [/node_modules\/(mongodb|bson)\//, "MongoDB driver"],
  [/node_modules\/(mongoose|mquery|kareem|mpath)\//, "mongoose"],
  [/node_modules\/next\/|\/next-server\//, "Next.js"],
  [/\.next\/server\//, "our bundle"],
  [/^node:/, "Node.js"],
];

function componentOf({ url, functionName }) {
  if (!url) return functionName.startsWith("(") ? functionName : "Node.js (native)";
  return COMPONENTS.find(([pattern]) => pattern.test(url))?.[1] ?? "other";
}

/**
 * Milliseconds each profile node spent itself (its samples' time deltas), counting only the samples
 * taken within `window` when one is given ({ from, to } in microseconds of the monotonic clock every
 * process shares: `process.hrtime.bigint() / 1000n` in the process that times the work).
 */
function selfTimes(profile, window) {
  const times = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (window && (at < window.from || at > window.to)) return;
    times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

/** Busy milliseconds of a profile by component and its busiest functions; `requests` to add ms per request, `window` to count only that span. */
export function summariseCpuProfile(file, { requests, top = 12, window } = {}) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byComponent = new Map();
  const byFunction = new Map();
  for (const [id, ms] of selfTimes(profile, window)) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === "(idle)") continue;
    const component = componentOf(callFrame);
    byComponent.set(component, (byComponent.get(component) ?? 0) + ms);
    const where = callFrame.url ? ` ${callFrame.url.split("/").slice(-2).join("/")}:${callFrame.lineNumber + 1}` : "";
    const name = `${callFrame.functionName || "(anonymous)"}${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const busy = [...byComponent.values()].reduce((sum, ms) => sum + ms, 0);
  const row = (name, ms) => ({
    name,
    "busy ms": Math.round(ms),
    share: `${((ms / busy) * 100).toFixed(0)}%`,
    ...(requests ? { "ms/req": Number((ms / requests).toFixed(2)) } : {}),
  });
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    components: [row("all", busy), ...sorted(byComponent).map(([name, ms]) => row(name, ms))],
    functions: sorted(byFunction)
      .slice(0, top)
      .map(([name, ms]) => row(name, ms)),
  };
}

/** Prints the summary of every profile in `dir` (one server's profiles). */
export function printCpuProfiles(dir, { title, requests, window } = {}) {
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"))) {
    const { components, functions } = summariseCpuProfile(path.join(dir, file), { requests, window });
    console.log(`\n${title ?? dir}: CPU by component (${file})`);
    console.table(components);
    console.log("Busiest functions (their own time):");
    console.table(functions);
  }
}
