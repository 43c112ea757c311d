// Next's standalone output leaves static assets and public/ to be copied beside server.js.
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./ferretdb.mjs";

const standalone = path.join(ROOT, ".next/standalone");
cpSync(path.join(ROOT, ".next/static"), path.join(standalone, ".next/static"), { recursive: true });
if (existsSync(path.join(ROOT, "public"))) cpSync(path.join(ROOT, "public"), path.join(standalone, "public"), { recursive: true });
