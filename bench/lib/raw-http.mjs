// The lowest floor for a cached page: a plain node:http server (no framework) that answers every
// request with the same bytes and headers one of our responses had. A page the front cache answers
// can at best match it.
import { spawn } from "node:child_process";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitForHttp } from "../../server/ports.mjs";
import { stopProcess } from "../../server/stop-process.mjs";

const SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const body = fs.readFileSync(process.env.RAW_BODY);
const headers = JSON.parse(process.env.RAW_HEADERS);
http.createServer((request, response) => { response.writeHead(200, headers); response.end(body); }).listen(Number(process.env.PORT), "127.0.0.1");
`;

/** Answers what `url` answers (with `requestHeaders`), from a node:http process of its own: its url, process and stop(). */
export async function startRawCopyOf(url, requestHeaders = {}) {
  const response = await fetch(url, { headers: requestHeaders });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const kept = ["content-type", "content-encoding", "cache-control", "vary", "etag"];
  const headers = Object.fromEntries(kept.flatMap((name) => (response.headers.get(name) ? [[name, response.headers.get(name)]] : [])));
  const dir = mkdtempSync(path.join(os.tmpdir(), "scheditix-raw-http-"));
  const bodyFile = path.join(dir, "body");
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", SERVER], {
    env: { ...process.env, PORT: String(port), RAW_BODY: bodyFile, RAW_HEADERS: JSON.stringify(headers) },
    stdio: "ignore",
  });
  const rawUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${rawUrl}/`);
  return {
    url: rawUrl,
    bytes: body.byteLength,
    process: child,
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
