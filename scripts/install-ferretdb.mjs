#!/usr/bin/env node
// `npm run db:install`: builds the embedded database (FerretDB, SQLite backend) into .tools/ once.
import { installFerretdb } from "./lib/ferretdb.mjs";

try {
  console.log(`FerretDB ready: ${installFerretdb()}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
