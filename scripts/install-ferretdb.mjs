#!/usr/bin/env node
// `npm run db:install`: builds the embedded database (patched FerretDB, SQLite backend) into .tools/.
// `npm run test:db` (--test): rebuilds it and runs the Go tests of the packages the patch touches.
import { installFerretdb } from "../server/ferretdb.mjs";

try {
  const test = process.argv.includes("--test");
  console.log(`FerretDB ready${test ? " and tested" : ""}: ${installFerretdb({ test })}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
