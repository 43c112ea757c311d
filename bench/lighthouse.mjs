#!/usr/bin/env node
// `npm run lighthouse`: the Lighthouse part of `npm run bench` alone (bench/lib/bench-lighthouse.mjs):
// Lighthouse's mobile defaults in Debian's Chromium on `/`, one event page and `/event-categories`,
// median of LIGHTHOUSE_RUNS rounds, beside a bare Next.js app's static page audited the same way.
import { benchLighthouse, printLighthouse } from "./lib/bench-lighthouse.mjs";

printLighthouse(await benchLighthouse());
