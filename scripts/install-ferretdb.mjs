#!/usr/bin/env node
// `npm run db:install`: builds the embedded database (patched FerretDB, SQLite backend) into .tools/.
// `npm run test:db` (--test): rebuilds it and runs the Go tests of the packages the patch touches.
// `npm run db:install -- --unpatched`: builds FerretDB as published, without our patch, into
// .tools/ferretdb-v1.24.2-unpatched: a database that loses updates, for the test that proves the
// app refuses one (tests/integration/db/unsafe-database.test.ts). Nothing else uses it.
import { installFerretdb } from "../server/ferretdb.mjs";

try {
  const test = process.argv.includes("--test");
  const unpatched = process.argv.includes("--unpatched");
  if (test && unpatched) throw new Error("--test runs the Go tests of the patch; it cannot go with --unpatched.");
  const built = installFerretdb({ test, unpatched });
  console.log(`FerretDB${unpatched ? " (unpatched)" : ""} ready${test ? " and tested" : ""}: ${built}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
