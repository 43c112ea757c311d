"use client";

import { useRef, useState } from "react";

/**
 * A button's one-at-a-time action: `run` refuses to start while the last run is still going and
 * says so through `busy`. The action returns true to stay busy (the page is moving on).
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function run(action: () => Promise<boolean | void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const stayBusy = await action().catch(() => false);
    if (stayBusy === true) return;
    running.current = false;
    setBusy(false);
  }
  return { busy, run };
}
