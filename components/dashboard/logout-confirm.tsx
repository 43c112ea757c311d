"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { refreshSession } from "@/components/session/use-session";
import { useState } from "react";
import { outlineButton, primaryButton } from "@/components/ui/button-styles";
import { toast } from "@/components/toast/use-toast";

/** SPEC 2.16: confirm, end the session on the server, then go to login whatever happened. */
export function LogoutConfirm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logOut() {
    if (busy) return;
    setBusy(true);
    try {
      await signOut({ redirect: false });
      toast.success("Logged out successfull");
    } catch {
      toast.error("Check your connection");
    }
    refreshSession();
    router.replace("/login");
    router.refresh();
  }

  return (
    <section aria-labelledby="logout-heading" className="mx-auto max-w-md rounded-2xl border border-zinc-200 bg-white p-8 text-center shadow-sm">
      <h1 id="logout-heading" className="text-xl font-semibold">
        Are you sure you want to log Out?
      </h1>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={logOut} aria-disabled={busy || undefined} className={`${primaryButton} min-w-24`}>
          {busy ? "Logging out..." : "Yes"}
        </button>
        <button type="button" onClick={() => router.push("/dashboard/upcoming-events")} className={`${outlineButton} min-w-24`}>
          No
        </button>
      </div>
    </section>
  );
}
