"use client";

import { signOut } from "next-auth/react";
import { refreshSession } from "@/components/session/use-session";

type Router = { replace: (href: string) => void; refresh: () => void };

/**
 * Clears the browser's session cookie (the server may already have ended the session), tells the
 * page's session readers, and goes to `destination`. Resolves false when the sign-out call failed.
 */
export async function leaveSession(router: Router, destination: string): Promise<boolean> {
  const signedOut = await signOut({ redirect: false }).then(
    () => true,
    () => false,
  );
  refreshSession();
  router.replace(destination);
  router.refresh();
  return signedOut;
}
