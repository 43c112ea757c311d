"use client";

import { useSession } from "@/components/session/use-session";
import { useEffect, useState, type ReactNode } from "react";
import { planOfMe, shouldShowTrending, type Plan } from "@/components/landing/landing-rules";

/**
 * Shows its (server-rendered) children only to a signed-in user on the basic plan. The plan is not
 * in the session, so it is read from /api/v1/me, and only once someone is signed in.
 */
export function TrendingGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [plan, setPlan] = useState<Plan | null>(null);

  useEffect(() => {
    if (status !== "authenticated") return;
    const controller = new AbortController();
    fetch("/api/v1/me", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setPlan(planOfMe(body)))
      // SPEC 8: a failed fetch leaves the block hidden.
      .catch(() => undefined);
    return () => controller.abort();
  }, [status]);

  return shouldShowTrending(status, plan) ? children : null;
}
