"use client";

import { useEffect, useRef, useState } from "react";

const TEXT = "TEST MODE — payments are simulated and no real money moves";
const STRIP = "px-4 py-2 text-center text-sm font-semibold text-ink";

/**
 * A strip on every page while payments go through the TEST MODE gateway. It asks the server once
 * per page load (prerendered pages cannot know the running server's setting) and sits fixed at the
 * bottom, so appearing late moves nothing; it lets clicks through to what it covers. Its height is
 * published as --test-mode-strip, so what else sits fixed at the bottom (the event page's buy bar on a
 * phone) can stand above it.
 */
export function TestModeBanner() {
  const [testMode, setTestMode] = useState(false);
  const strip = useRef<HTMLElement>(null);
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
  useEffect(() => {
    const element = strip.current;
    if (!testMode || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--test-mode-strip", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--test-mode-strip");
    };
  }, [testMode]);
  if (!testMode) return null;
  return (
    <>
      {/* Room at the end of the page as tall as the strip at any width (it wraps on a phone), so it never hides the last line. */}
      <div aria-hidden="true" className={`invisible ${STRIP}`}>
        {TEXT}
      </div>
      <aside ref={strip} aria-label="Payments test mode" className={`pointer-events-none fixed inset-x-0 bottom-0 z-40 bg-amber-300 ${STRIP}`}>
        {TEXT}
      </aside>
    </>
  );
}
