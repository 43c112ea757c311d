// Next's request handler for the built app, through Next's own programmatic API (`next()`), set up
// as the server.js of Next's standalone output sets up its server: production mode, the built
// app's folder as the working directory, and the configuration the build recorded (the standalone
// folder has no next.config.ts). Next is loaded from the built app's own node_modules, the copy its
// compiled pages share module state with.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Prepares Next for the built app in `dir` (this runs instrumentation.ts, so the app's start-up
 * jobs, before a request is taken). `handle` answers a request; a failure it does not answer itself
 * is a 500, logged, as Next's own server does.
 * @param {{ dir: string; hostname: string; port: number }} where
 */
export async function prepareNext({ dir, hostname, port }) {
  process.env.NODE_ENV = "production";
  process.chdir(dir);
  const { config } = JSON.parse(readFileSync(path.join(dir, ".next/required-server-files.json"), "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

  const requireFromApp = createRequire(path.join(dir, "server.js"));
  const next = requireFromApp("next");
  // `webpack: true` names the bundler the build used (package.json), so Next does not guess one.
  const app = next({ dir, dev: false, hostname, port, webpack: true });
  await app.prepare();
  const requestHandler = app.getRequestHandler();

  /** @type {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>} */
  const handle = (request, response) =>
    requestHandler(request, response).catch((error) => {
      console.error(`Failed to handle request for ${request.url}`, error);
      if (!response.headersSent) response.statusCode = 500;
      response.end("Internal Server Error");
    });

  return {
    handle,
    /** Tells Next the address it is served at, as Next's own server does once it listens. */
    listening(server) {
      const address = server.address();
      const shown = hostname === "0.0.0.0" ? "localhost" : hostname;
      process.env.PORT = String(address.port);
      process.env.__NEXT_PRIVATE_ORIGIN = `http://${shown.includes(":") ? `[${shown}]` : shown}:${address.port}`;
      console.log(`Ready at ${process.env.__NEXT_PRIVATE_ORIGIN} (Next.js ${requireFromApp("next/package.json").version})`);
    },
    close: () => app.close(),
  };
}
