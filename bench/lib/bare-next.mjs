// A bare Next.js app of the version we run, built once into .tools/: the floor `npm run bench`
// compares our figures with. It has one static page, a POST route handler that reads a JSON body and
// answers an envelope the size of a purchase answer, a GET route handler that answers a small JSON
// list and one that answers a list of a given size, and nothing else (no middleware, no database, no auth), so the difference between its
// figures and ours is what our code costs.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../server/ferretdb.mjs";
import { freePort, waitForHttp } from "../../server/ports.mjs";
import { stopProcess } from "../../server/stop-process.mjs";

const require_ = (await import("node:module")).createRequire(import.meta.url);
const NEXT_VERSION = JSON.parse(readFileSync(require_.resolve("next/package.json"), "utf8")).version;

const FILES = {
  "package.json": JSON.stringify({ name: "bare-next", private: true }, null, 2),
  "next.config.mjs": `export default { output: "standalone", poweredByHeader: false, outputFileTracingRoot: ${JSON.stringify(ROOT)} };\n`,
  "app/layout.js": `export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n`,
  "app/page.js": `export default function Page() { return <main><h1>Bare Next.js</h1></main>; }\n`,
  "app/api/echo/route.js": [
    `export async function POST(request) {`,
    `  const body = await request.json();`,
    `  const data = [{ _id: "0123456789abcdef01234567", reference: "tkt_0123456789abcdef", status: "pending", quantity: 1, amount: 2500, fullName: body.fullName ?? "", email: body.email ?? "", createdAt: new Date().toISOString() }];`,
    `  return Response.json({ message: "Created", data }, { status: 201 });`,
    `}`,
    ``,
  ].join("\n"),
  "app/api/items/route.js": [
    `export const dynamic = "force-dynamic";`,
    `export function GET() {`,
    `  const data = Array.from({ length: 3 }, (_, index) => ({ _id: \`0123456789abcdef0123456\${index}\`, eventTitle: \`Event \${index + 1}\`, ticketPrice: 2500, status: "upcoming" }));`,
    `  return Response.json({ message: "Events", data });`,
    `}`,
    ``,
  ].join("\n"),
  // The same list padded to ?bytes=N: the floor for answering as many bytes as our list does.
  "app/api/items-sized/route.js": [
    `export const dynamic = "force-dynamic";`,
    `export function GET(request) {`,
    `  const bytes = Number(new URL(request.url).searchParams.get("bytes")) || 0;`,
    `  const data = Array.from({ length: 10 }, (_, index) => ({ _id: \`0123456789abcdef0123456\${index}\`, eventTitle: \`Event \${index + 1}\`, eventDescription: "x".repeat(Math.max(0, Math.floor(bytes / 10) - 130)), ticketPrice: 2500, status: "upcoming" }));`,
    `  return Response.json({ message: "Events", data });`,
    `}`,
    ``,
  ].join("\n"),
};

// The bundler our `npm run build` uses (package.json), so the page weights compare like with like.
const BUILD_ARGS = ["build", "--webpack"];

// A new fixture builds into a new directory, so an older build of the same Next.js is never reused.
const FIXTURE_HASH = createHash("sha256").update(JSON.stringify({ FILES, BUILD_ARGS })).digest("hex").slice(0, 8);
const APP_DIR = path.join(ROOT, ".tools", `bare-next-${NEXT_VERSION}-${FIXTURE_HASH}`);
const RELATIVE = path.relative(ROOT, APP_DIR);

/**
 * Builds the bare app unless a build of this Next.js version is there; answers its server.js. Like
 * ours (server/copy-standalone-assets.mjs), the standalone server gets the client scripts copied
 * beside it, so its pages load and hydrate in a browser as a real app's do.
 */
export function buildBareNext({ log = console.log } = {}) {
  // A standalone server.js of the same fixture built elsewhere (a checkout whose .tools is a link
  // to another one's resolves React twice and cannot prerender the bare app).
  if (process.env.BENCH_BARE_NEXT_SERVER) return path.resolve(process.env.BENCH_BARE_NEXT_SERVER);
  const standalone = path.join(APP_DIR, ".next/standalone", RELATIVE);
  const server = path.join(standalone, "server.js");
  const staticAssets = path.join(standalone, ".next/static");
  if (existsSync(server)) {
    if (!existsSync(staticAssets)) cpSync(path.join(APP_DIR, ".next/static"), staticAssets, { recursive: true });
    return server;
  }
  rmSync(APP_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(APP_DIR, file)), { recursive: true });
    writeFileSync(path.join(APP_DIR, file), text);
  }
  log(`Building a bare Next.js ${NEXT_VERSION} app for comparison (once)…`);
  execFileSync(process.execPath, [require_.resolve("next/dist/bin/next"), ...BUILD_ARGS], {
    cwd: APP_DIR,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (!existsSync(server)) throw new Error(`The bare Next.js build left no ${server}`);
  cpSync(path.join(APP_DIR, ".next/static"), staticAssets, { recursive: true });
  return server;
}

/** Starts the bare app (built first if needed) on a free port. */
export async function startBareNext() {
  const server = buildBareNext();
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, { isAlive: () => child.exitCode === null });
  return { url, process: child, stop: () => stopProcess(child) };
}

export { NEXT_VERSION };
