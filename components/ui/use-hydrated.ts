"use client";

import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/** False while the page is the server's HTML alone; true once React has taken it over (hydrated). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
