"use client";

import { useSession } from "@/components/session/use-session";

/** The signed-in user's name (or e-mail), or its initial for the profile circle; empty for a visitor. */
export function MemberName({ initial = false }: { initial?: boolean }) {
  const { data } = useSession();
  const name = data?.user.name?.trim() || data?.user.email || "";
  return initial ? name.charAt(0).toUpperCase() || "?" : name;
}
