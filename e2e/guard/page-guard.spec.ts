import type { BrowserContext, Page } from "@playwright/test";
import { expect, launchBrowser, test } from "../fixtures/test";

// The shared `test` fails any test whose pages break their Content-Security-Policy, throw, or show an
// image in view that has not decoded. These tests open such pages on purpose, on a made-up origin
// the browser never reaches (each request is answered here), and check the guard saw each problem.

const ORIGIN = "http://guard.test";
// A 1 × 1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const DATA_PNG = `data:image/png;base64,${PNG.toString("base64")}`;

/** A page with the app's policy for images (no data: images), a QR code drawn as one, a missing picture and a script that throws. */
const BROKEN_PAGE = `<!doctype html><title>Broken</title>
<img src="/fine.png" alt="fine" width="40" height="40">
<img src="${DATA_PNG}" alt="QR code" width="40" height="40">
<img src="/missing.png" alt="poster" width="40" height="40">
<script>setTimeout(() => { throw new Error("the ticket list failed"); });</script>`;

/** Images that all load, one far below the fold that never does (lazy), and no errors. */
const SOUND_PAGE = `<!doctype html><title>Sound</title>
<img src="/fine.png" alt="fine" width="40" height="40">
<div style="height: 5000px"></div>
<img src="/never-asked.png" alt="below the fold" loading="lazy" width="40" height="40">`;

async function serve(context: BrowserContext) {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/fine.png") return route.fulfill({ contentType: "image/png", body: PNG });
    if (pathname === "/broken") {
      return route.fulfill({ contentType: "text/html", headers: { "content-security-policy": "img-src 'self'" }, body: BROKEN_PAGE });
    }
    if (pathname === "/sound")
      return route.fulfill({ contentType: "text/html", headers: { "content-security-policy": "img-src 'self'" }, body: SOUND_PAGE });
    return route.fulfill({ status: 404, body: "" });
  });
}

/** Opens the broken page and waits for its script to have thrown (when scripts run). */
async function openBroken(page: Page, { scripts = true } = {}) {
  const thrown = scripts ? page.waitForEvent("pageerror") : null;
  await page.goto(`${ORIGIN}/broken`);
  await expect(page.getByRole("img", { name: "fine" })).toBeVisible();
  await thrown;
}

const expectBrokenPageSeen = (problems: string[], withScript = true) =>
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/CSP.*(data:.*img-src|img-src blocked data)/),
      expect.stringMatching(/image in view shows nothing: data:image\/png.*\(alt "QR code"\)/),
      expect.stringMatching(/image in view shows nothing: http:\/\/guard\.test\/missing\.png \(alt "poster"\)/),
      ...(withScript ? [expect.stringMatching(/uncaught error: the ticket list failed/)] : []),
    ]),
  );

test("the guard sees a CSP-blocked image, a missing image and an uncaught error on the test's page", async ({ page, context, pageGuard }) => {
  await serve(context);
  await openBroken(page);
  const problems = await pageGuard.takeProblems();
  expectBrokenPageSeen(problems);
  expect(problems.join("\n")).not.toContain("/fine.png");
});

test("the guard sees the same on a context the spec opens itself, when it closes it", async ({ browser, pageGuard }) => {
  const context = await browser.newContext();
  await serve(context);
  const page = await context.newPage();
  await openBroken(page);
  await context.close();
  expectBrokenPageSeen(await pageGuard.takeProblems());
});

test("the guard watches a browser the spec launches, and a page opened with browser.newPage()", async ({ pageGuard }, testInfo) => {
  const browser = await launchBrowser(testInfo.project.use.launchOptions);
  try {
    const page = await browser.newPage();
    await serve(page.context());
    await openBroken(page);
  } finally {
    await browser.close();
  }
  expectBrokenPageSeen(await pageGuard.takeProblems());
});

test("without JavaScript the guard still hears the blocked image and sees the empty ones", async ({ browser, pageGuard }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await serve(context);
  const page = await context.newPage();
  await openBroken(page, { scripts: false });
  await context.close();
  expectBrokenPageSeen(await pageGuard.takeProblems(), false);
});

test("a sound page passes: every image in view decoded, an image far below the fold is not asked for", async ({ page, context, pageGuard }) => {
  await serve(context);
  await page.goto(`${ORIGIN}/sound`);
  await expect(page.getByRole("img", { name: "fine" })).toBeVisible();
  expect(await pageGuard.takeProblems()).toEqual([]);
});

test("a problem the test causes on purpose passes only when allowed, with the reason, and no other does", async ({ page, context, pageGuard }) => {
  await serve(context);
  pageGuard.allow(/the ticket list failed/, "this test throws on purpose");
  await openBroken(page);
  const problems = await pageGuard.takeProblems();
  expect(problems.join("\n")).not.toContain("the ticket list failed");
  expect(problems.some((problem) => problem.includes('alt "poster"'))).toBe(true);
  expect(() => pageGuard.allow(/anything/, " ")).toThrow("Say why");
});
