// The browser's zod: next.config.ts points "zod" here in client bundles. zod compiles object schemas
// with `new Function` when it may, and first tries whether it may; our pages' CSP has no
// 'unsafe-eval', so that try is a CSP violation on every page that checks a form. Without it
// (jitless) zod checks the same way, interpreted. The server keeps the compiled checks.
import { config, z } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export default z;
