"use client";

import { useSession } from "@/components/session/use-session";
import type { ReactNode } from "react";

type SessionSwitchProps = {
  guest?: ReactNode;
  member?: ReactNode;
  /** Shown until the session is known, e.g. a placeholder that keeps the layout from jumping. */
  pending?: ReactNode;
};

/**
 * Picks between server-rendered variants by the browser's session, so the page around it stays
 * cacheable: nothing here reads cookies on the server.
 */
export function SessionSwitch({ guest = null, member = null, pending = null }: SessionSwitchProps) {
  const { status } = useSession();
  if (status === "loading") return pending;
  return status === "authenticated" ? member : guest;
}
