"use client";

import { useSyncExternalStore } from "react";

export type ToastKind = "success" | "error" | "info" | "loading";

export type Toast = { id: number; kind: ToastKind; message: string };

/** SPEC 9: how long each kind stays on screen; loading stays until dismissed. */
const DURATION_MS: Record<ToastKind, number | null> = {
  success: 2000,
  error: 4000,
  info: 4000,
  loading: null,
};

/** SPEC 9: at most 20 toasts are held; the oldest give way. */
const MAX_TOASTS = 20;

const EMPTY: Toast[] = [];

let toasts: Toast[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((item) => item.id === id)) publish(toasts.filter((item) => item.id !== id));
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  const all = [...toasts, { id, kind, message }];
  for (const dropped of all.slice(0, Math.max(0, all.length - MAX_TOASTS))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  publish(all.slice(-MAX_TOASTS));
  const duration = DURATION_MS[kind];
  if (duration !== null)
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  return id;
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  loading: (message: string) => show("loading", message),
  dismiss,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen now, newest last. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
