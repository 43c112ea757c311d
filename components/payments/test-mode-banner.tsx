"use client";

import { useSyncExternalStore } from "react";
import { TEST_MODE_COOKIE } from "@/lib/payments/test-mode-cookie";

const noSubscription = () => () => {};
const cookieSays = () => document.cookie.split("; ").includes(`${TEST_MODE_COOKIE}=1`);

/** A strip on every page while payments go through the TEST MODE gateway (the middleware sets the cookie). */
export function TestModeBanner() {
  const testMode = useSyncExternalStore(noSubscription, cookieSays, () => false);
  if (!testMode) return null;
  return (
    <aside aria-label="Payments test mode" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-ink">
      TEST MODE — payments are simulated and no real money moves
    </aside>
  );
}
