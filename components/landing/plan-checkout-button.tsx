"use client";

import { useBusyAction } from "@/components/ui/use-busy-action";
import { openCheckout } from "@/components/payments/open-checkout";
import type { Plan } from "@/lib/domain/plans/plan-limits";

/** Back to the plan cards after logging in. */
const LOGIN_URL = "/login?callbackUrl=/%23plans";

const CONNECTION_ERROR = "Check your connection and try again.";

type PlanCheckoutButtonProps = { plan: Exclude<Plan, "basic">; label: string; className: string };

/** POST /api/v1/plans/{plan}/checkout with the session cookie; plain fetch keeps zod off the landing page. */
async function requestCheckout(plan: PlanCheckoutButtonProps["plan"]) {
  try {
    const response = await fetch(`/api/v1/plans/${plan}/checkout`, { method: "POST", cache: "no-store" });
    const body: { message?: unknown; data?: unknown } | null = await response.json().catch(() => null);
    const message = typeof body?.message === "string" ? body.message : "";
    return { ok: response.ok, status: response.status, message, data: body?.data };
  } catch {
    return { ok: false, status: 0, message: CONNECTION_ERROR };
  }
}

/** Upgrading is a checkout of its own (DESIGN 6); a visitor who is not signed in logs in first. */
export function PlanCheckoutButton({ plan, label, className }: PlanCheckoutButtonProps) {
  const { busy, run } = useBusyAction();

  const checkout = () =>
    run(async () => {
      const response = await requestCheckout(plan);
      if (response.status === 401) {
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load on purpose: the home page's CSP (next.config.ts) is not the login's and the dashboard's
        window.location.assign(LOGIN_URL);
        return true;
      }
      return openCheckout(response);
    });

  return (
    <button type="button" onClick={() => void checkout()} aria-disabled={busy || undefined} className={`${className} aria-disabled:opacity-60`}>
      {busy ? "Loading..." : label}
    </button>
  );
}
