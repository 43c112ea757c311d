"use client";

import { useSession } from "@/components/session/use-session";
import type { ReactNode } from "react";

type SessionSwitchProps = {
  guest?: ReactNode;
  member?: ReactNode;
  /** Shown until the session is known; the visitor's variant unless given. */
  pending?: ReactNode;
};

/**
 * Picks between server-rendered variants by the browser's session, so the page around it stays
 * cacheable: nothing here reads cookies on the server. Until the session is known (before the
 * scripts run, or a while on a slow connection) the page shows what a visitor sees, as the server
 * sent it: most people on a public page are not signed in, and a signed-in one sees their own
 * variant as soon as the session answers.
 */
export function SessionSwitch({ guest = null, member = null, pending = guest }: SessionSwitchProps) {
  const { status } = useSession();
  if (status === "loading") return pending;
  return status === "authenticated" ? member : guest;
}
