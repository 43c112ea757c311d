"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Re-reads a server-rendered page every few seconds while it is open (the live gate view). */
export function RefreshEvery({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
