// Lighthouse's mobile defaults in Debian's Chromium on `/`, one event page and `/event-categories`:
// the four category scores and LCP, TBT and CLS per page, and what the largest paint was (its
// element, and its time split into first byte, load delay, load time and render delay). Each page
// runs LIGHTHOUSE_RUNS times (default 5, in rounds) and the run with the median performance score
// is shown, because one run on a busy 2-core machine is noisy. The last row is the floor: the
// static page of a bare Next.js app of our version (bench/lib/bare-next.mjs), audited the same way
// in the same run, which loads and hydrates the same framework scripts every one of our pages loads.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startTestStack } from "./test-stack.mjs";
import { NEXT_VERSION, startBareNext } from "./bare-next.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The goal for /event-categories: its performance score within this many points of the floor's. */
const POINTS_FROM_FLOOR = 2;
const FLOOR_PAGE = `floor: bare Next.js ${NEXT_VERSION} static page`;

const score = (category) => Math.round((category?.score ?? 0) * 100);

/**
 * A deployed site has served a page before it is measured: its HTML is cached, and so are the
 * resized images it links (the image optimiser resizes each width on its first request and keeps
 * the copy, which would otherwise compete with the browser for the machine's two cores during the
 * first run).
 */
async function warm(url) {
  const html = await (await fetch(url)).text();
  const images = new Set(Array.from(html.matchAll(/\/_next\/image\?[^"'\s,]+/g), ([path]) => path.replaceAll("&amp;", "&")));
  const accept = { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" };
  await Promise.all([...images].map(async (path) => (await fetch(new URL(path, url), { headers: accept })).arrayBuffer()));
}

/** One Lighthouse run (mobile defaults: emulated phone, simulated slow 4G and CPU) on a page. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  const audits = lhr.audits;
  return {
    version: lhr.lighthouseVersion,
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    "best practices": score(lhr.categories["best-practices"]),
    seo: score(lhr.categories.seo),
    "LCP s": Number((audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)),
    "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
    CLS: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    lcpElement: largestPaint(audits),
  };
}

/** What the largest paint was and where its time went (time to first byte, load delay, load time, render delay). */
function largestPaint(audits) {
  const [element, phases] = audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return "";
  const tag = (node.snippet ?? "").match(/^<\w+/)?.[0] ?? "";
  const name = (node.nodeLabel ?? "").slice(0, 50);
  const times = (phases?.items ?? []).map(({ phase, timing }) => `${phase} ${Math.round(timing)} ms`).join(", ");
  return `${tag}> "${name}" (${times})`;
}

/** Audits our three public pages and the floor, `runs` rounds, on a stack and bare app of their own. */
export async function benchLighthouse({ runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5) } = {}) {
  const stack = await startTestStack();
  const bare = await startBareNext();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const events = await (await fetch(`${stack.url}/api/v1/events`)).json();
    const pages = [
      { page: "/", url: `${stack.url}/` },
      { page: "/event-details/{id}", url: `${stack.url}/event-details/${events.data[0]._id}` },
      { page: "/event-categories", url: `${stack.url}/event-categories` },
      { page: FLOOR_PAGE, url: `${bare.url}/` },
    ];
    for (const { url } of pages) await warm(url);
    // Round by round, every page once per round (like the bench's A B A B): a slow spell of the
    // machine then lands on all the pages, the floor included, rather than on one page's runs.
    const audits = pages.map(() => []);
    for (let round = 0; round < runs; round++) {
      for (const [index, { url }] of pages.entries()) audits[index].push(await audit(url, chrome.port));
    }
    return pages.map(({ page }, index) => {
      const byScore = [...audits[index]].sort((a, b) => a.performance - b.performance);
      return { page, rounds: audits[index].map((run) => run.performance), ...byScore[Math.floor(byScore.length / 2)] };
    });
  } finally {
    chrome.kill();
    await bare.stop();
    await stack.stop();
  }
}

/** /event-categories' median performance score beside the floor's, and whether it is within the goal. */
export function categoriesAgainstFloor(rows) {
  const categories = rows.find((row) => row.page === "/event-categories");
  const floor = rows.find((row) => row.page === FLOOR_PAGE);
  return {
    ours: categories.performance,
    floor: floor.performance,
    goal: `within ${POINTS_FROM_FLOOR} points`,
    met: floor.performance - categories.performance <= POINTS_FROM_FLOOR,
  };
}

export function printLighthouse(rows) {
  for (const { page, rounds } of rows) console.log(`  ${page}: performance by round ${rounds.join(", ")}`);
  console.log(
    `\nLighthouse ${rows[0].version}, mobile defaults, median of ${rows[0].rounds.length} round(s) (target ≥ 95 in every category, LCP ≤ 2.5 s)`,
  );
  console.table(
    rows.map(({ page, performance, accessibility, "best practices": practices, seo, "LCP s": lcp, "TBT ms": tbt, CLS }) => ({
      page,
      performance,
      accessibility,
      "best practices": practices,
      seo,
      "LCP s": lcp,
      "TBT ms": tbt,
      CLS,
    })),
  );
  console.log("Largest contentful paint of the median run:");
  for (const { page, lcpElement } of rows) console.log(`  ${page}: ${lcpElement || "(none reported)"}`);
  const { ours, floor, goal, met } = categoriesAgainstFloor(rows);
  console.log(`/event-categories: performance ${ours} against the floor's ${floor} (goal: ${goal}; ${met ? "met" : "not met"})`);
}
