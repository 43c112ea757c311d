"use client";

import { useEffect } from "react";
import { primaryButton } from "@/components/ui/button-styles";

/**
 * A dashboard page that failed to load. The boundary sits inside the dashboard's layout, so the
 * menu and header stay: the user can try again or go elsewhere without losing their place.
 */
export default function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="grid max-w-xl gap-4 rounded-2xl border border-zinc-200 bg-white p-6">
      <h1 className="text-2xl font-semibold">This page could not be loaded</h1>
      <p className="text-muted">Something went wrong on our side. Please try again in a moment, or choose another page from the menu.</p>
      <button type="button" onClick={() => retry()} className={`${primaryButton} w-fit`}>
        Try again
      </button>
    </div>
  );
}
