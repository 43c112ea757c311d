"use client";

import { useCallback, useEffect, useRef } from "react";

/** Schedules delayed steps (SPEC 9 redirect delays) and cancels them if the screen goes away. */
export function useTimeout() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useCallback((step: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      step();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
