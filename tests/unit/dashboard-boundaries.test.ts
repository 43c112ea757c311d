import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import DashboardError from "@/app/dashboard/error";
import { PageLoading } from "@/components/dashboard/page-loading";

const DASHBOARD = path.resolve(__dirname, "../../app/dashboard");

/** The dashboard's page folders that show a loading state. */
const withLoading = readdirSync(DASHBOARD, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(DASHBOARD, entry.name, "loading.tsx")))
  .map((entry) => entry.name);

describe("a dashboard page that fails or is slow keeps the dashboard's navigation", () => {
  it("catches a failed page inside the dashboard's layout, which draws the menu", () => {
    // Next.js puts a segment's error boundary inside that segment's layout: the layout stays.
    expect(existsSync(path.join(DASHBOARD, "layout.tsx"))).toBe(true);
    expect(existsSync(path.join(DASHBOARD, "error.tsx"))).toBe(true);
    expect(readFileSync(path.join(DASHBOARD, "layout.tsx"), "utf8")).toContain('<nav aria-label="Dashboard">');
  });

  it("says the page could not be loaded and offers to try again", () => {
    const html = renderToStaticMarkup(createElement(DashboardError, { error: new Error("database down"), retry: () => {} }));
    expect(html).toContain('role="alert"');
    expect(html).toContain("This page could not be loaded");
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    expect(html).not.toContain("database down");
  });

  it("announces loading to screen readers", () => {
    expect(renderToStaticMarkup(createElement(PageLoading))).toMatch(/role="status".*Loading…/);
  });

  it("shows a loading state only on pages that never redirect or answer 404 themselves (a streamed page keeps status 200)", () => {
    expect(withLoading.length).toBeGreaterThan(0);
    for (const folder of withLoading) {
      const page = readFileSync(path.join(DASHBOARD, folder, "page.tsx"), "utf8");
      expect(page, folder).not.toMatch(/notFound\(/);
      // The one redirect allowed is the guard for a missing user, which the layout (outside the fallback) answers first.
      expect(page.match(/redirect\(/g)?.length ?? 0, folder).toBeLessThanOrEqual(1);
      if (page.includes("redirect(")) expect(page, folder).toMatch(/if \(!user\) redirect\(/);
    }
  });
});
