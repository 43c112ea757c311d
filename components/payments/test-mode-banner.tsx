"use client";

import { useEffect, useState } from "react";

/**
 * A strip on every page while payments go through the TEST MODE gateway. It asks the server once
 * per page load (prerendered pages cannot know the running server's setting) and sits fixed at the
 * bottom, so appearing late moves nothing; it lets clicks through to what it covers.
 */
export function TestModeBanner() {
  const [testMode, setTestMode] = useState(false);
  useEffect(() => {
    let live = true;
    fetch("/api/test-mode")
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => live && setTestMode(body?.testMode === true))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (!testMode) return null;
  return (
    <>
      {/* Room at the end of the page, so the strip never hides the last line. */}
      <div aria-hidden="true" className="h-9" />
      <aside
        aria-label="Payments test mode"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-40 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-ink"
      >
        TEST MODE — payments are simulated and no real money moves
      </aside>
    </>
  );
}
