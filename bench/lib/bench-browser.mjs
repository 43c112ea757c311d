// The browser side of `npm run bench` (Debian's Chromium through Playwright): the gzipped JavaScript
// each page loads, and how long a login takes from the click to the next page shown.
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { ROOT } from "../../server/ferretdb.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Issue 26's bar: from the click on Login to the next page shown. */
export const LOGIN_TARGET_MS = 1000;

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: ARGS });

const kilobytes = (bytes) => Math.round(bytes / 102.4) / 10;

/**
 * Gzipped bytes of every script a page loads on a first visit, as Chromium fetched them (the HTML's
 * tags, the chunks the RSC payload names, anything loaded while it hydrates). The router's prefetches
 * of linked pages are refused: their scripts belong to those pages, and arrive only when idle.
 */
export async function pageJavascript(browser, url) {
  const context = await browser.newContext();
  try {
    await context.route("**/*", (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.fallback()));
    const page = await context.newPage();
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const scripts = await Promise.all(bodies);
    return { kilobytes: kilobytes(scripts.reduce((sum, body) => sum + gzipSync(body).length, 0)), scripts: scripts.length };
  } finally {
    await context.close();
  }
}

/**
 * The floor: the scripts every page of the app loads before any code of ours (webpack's runtime,
 * React, Next's router: `rootMainFiles` of the build), gzipped, as served.
 */
async function frameworkJavascript(url) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, ".next/build-manifest.json"), "utf8"));
  const bodies = await Promise.all(
    manifest.rootMainFiles.map(async (file) => Buffer.from(await (await fetch(`${url}/_next/${file}`)).arrayBuffer())),
  );
  return { kilobytes: kilobytes(bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)), scripts: bodies.length };
}

/**
 * Marks, in the page's own clock, the click on Login, the toast, and the moment the destination's
 * heading is on screen (the router moves without reloading, so the page keeps its marks).
 */
function watchLogin({ toast, heading }) {
  const marks = {};
  window.__loginMarks = marks;
  const pattern = new RegExp(heading);
  document.addEventListener("click", () => (marks.click ??= performance.now()), true);
  const look = () => {
    const now = performance.now();
    if (marks.click === undefined) return;
    if (marks.toast === undefined && document.body.textContent?.includes(toast)) marks.toast = now;
    if (marks.shown === undefined && [...document.querySelectorAll("h1")].some((h) => pattern.test(h.textContent ?? ""))) marks.shown = now;
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The marks, and every request the page made after the click (its own clock, ms). */
function loginRecord() {
  const marks = window.__loginMarks;
  const requests = performance
    .getEntriesByType("resource")
    .filter((entry) => entry.startTime >= marks.click)
    .map((entry) => ({ url: entry.name, type: entry.initiatorType, start: entry.startTime, end: entry.responseEnd }));
  return { marks, requests };
}

/**
 * The requests that signed in, up to the answer that moves the page on: the form's server action
 * (a POST to the page itself), or next-auth's client (providers, CSRF token, callback, and the
 * session it reads before answering).
 */
function signInChain(requests, loginPath) {
  const fetches = requests.filter((request) => request.type === "fetch" && !request.url.includes("_rsc="));
  const pathOf = (request) => new URL(request.url).pathname;
  const chain = fetches.filter((request) => pathOf(request) === loginPath || /^\/api\/auth\/(providers|csrf|callback\/)/.test(pathOf(request)));
  const callback = chain.find((request) => pathOf(request).startsWith("/api/auth/callback/"));
  const session = callback && fetches.find((request) => pathOf(request) === "/api/auth/session" && request.start >= callback.end);
  return [...chain, ...(session ? [session] : [])].sort((a, b) => a.end - b.end);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Logs in through the form `rounds` times (a new browser context each, so a new client) and answers
 * the median of each phase: click → sign-in answered (the request the form makes: the server checks
 * the password), → toast shown, → destination shown.
 */
export async function loginTimings(browser, { url, email, password, destination, heading, rounds = 5, clientAddress }) {
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientAddress(round) } });
    try {
      const page = await context.newPage();
      const query = destination === "/checkin-as" ? "" : `?callbackUrl=${encodeURIComponent(destination)}`;
      await page.goto(`${url}/login${query}`, { waitUntil: "networkidle" });
      await page.evaluate(watchLogin, { toast: "Login successful", heading });
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Login" }).click();
      await page.waitForFunction(() => window.__loginMarks.shown !== undefined, null, { timeout: 20_000, polling: 100 });
      const { marks, requests } = await page.evaluate(loginRecord);
      const signInRequests = signInChain(requests, "/login");
      const signIn = signInRequests.at(-1);
      runs.push({
        answered: signIn.end - marks.click,
        toast: marks.toast - marks.click,
        shown: marks.shown - marks.click,
        afterAnswer: marks.shown - signIn.end,
        signInRequests: signInRequests.length,
        rscAfterAnswer: requests.filter((request) => request.url.includes("_rsc=") && request.start >= signIn.end).length,
      });
    } finally {
      await context.close();
    }
  }
  const ms = (key) => Math.round(median(runs.map((run) => run[key])));
  return {
    destination,
    "click → sign-in answered ms": ms("answered"),
    "click → toast ms": ms("toast"),
    "answered → shown ms": ms("afterAnswer"),
    "click → shown ms": ms("shown"),
    "target ms": LOGIN_TARGET_MS,
    "sign-in requests": ms("signInRequests"),
    "RSC fetches after the answer": ms("rscAfterAnswer"),
  };
}

/** What a page may load, gzipped: DESIGN 8's bar for public pages, and issue 26's for /login and /register. */
const PUBLIC_BUDGET_KB = 150;
const ACCOUNT_BUDGET_KB = 150;

/**
 * The JavaScript table (every public page, /login and /register, against their budgets; the floors
 * are our /brief, which has no client component of its own, and the framework's scripts) and the login
 * timings, to the organiser's chooser and to the dashboard.
 */
export async function benchBrowser({ url, eventId, log = console.log }) {
  const browser = await launchBrowser();
  try {
    const pages = [
      { page: "/", path: "/", budget: PUBLIC_BUDGET_KB },
      { page: "/event-details/{id}", path: `/event-details/${eventId}`, budget: PUBLIC_BUDGET_KB },
      { page: "/search?q=afro jazz", path: "/search?q=afro%20jazz", budget: PUBLIC_BUDGET_KB },
      { page: "/event-categories", path: "/event-categories", budget: PUBLIC_BUDGET_KB },
      { page: "/explore-category", path: "/explore-category", budget: PUBLIC_BUDGET_KB },
      { page: "/buy/{id}", path: `/buy/${eventId}`, budget: PUBLIC_BUDGET_KB },
      { page: "/login", path: "/login", budget: ACCOUNT_BUDGET_KB },
      { page: "/register", path: "/register", budget: ACCOUNT_BUDGET_KB },
    ];
    // The floors first: a page's own share is what it loads beyond Next.js and React.
    const framework = await frameworkJavascript(url);
    const beyond = (kilobytes) => Math.round((kilobytes - framework.kilobytes) * 10) / 10;
    const rows = [];
    for (const { page, path, budget } of [...pages, { page: "floor: /brief (no client component of its own)", path: "/brief" }]) {
      const { kilobytes: size, scripts } = await pageJavascript(browser, `${url}${path}`);
      const within = budget ? (size <= budget ? "yes" : "OVER") : "";
      rows.push({ page, "KB gzipped": size, "beyond Next.js+React KB": beyond(size), scripts, "budget KB": budget ?? "", within });
    }
    rows.push({
      page: "floor: Next.js and React alone (rootMainFiles)",
      "KB gzipped": framework.kilobytes,
      "beyond Next.js+React KB": 0,
      scripts: framework.scripts,
      "budget KB": "",
      within: "",
    });
    log(
      "\nJavaScript each page loads on a first visit, gzipped (Chromium; prefetches of linked pages left out;" +
        " budgets: DESIGN 8's 150 KB for public pages, issue 26's 150 KB for /login and /register)",
    );
    console.table(rows);

    const organiser = { url, email: "organiser@scheditix.test", password: "Organiser123!", clientAddress: (round) => `198.51.100.${10 + round}` };
    const timings = [
      await loginTimings(browser, { ...organiser, destination: "/checkin-as", heading: "^Welcome, " }),
      await loginTimings(browser, {
        ...organiser,
        destination: "/dashboard/overview",
        heading: "^Overview$",
        clientAddress: (round) => `198.51.100.${40 + round}`,
      }),
    ];
    const load = os.loadavg()[0].toFixed(1);
    log(
      `\nLogin in Chromium, median of 5 (the demo organiser, click on Login to the next page shown, target 1 s; load average ${load} on ${os.cpus().length} cores)`,
    );
    console.table(timings);
  } finally {
    await browser.close();
  }
}
