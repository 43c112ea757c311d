"use client";

import { useRouter } from "next/navigation";
import { leaveSession } from "@/components/session/leave-session";
import { Button } from "@/components/ui/button";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { toast } from "@/components/ui/use-toast";

/** SPEC 2.16: confirm, end the session on the server, then go to login whatever happened. */
export function LogoutConfirm() {
  const router = useRouter();
  const { busy, run } = useBusyAction();

  const logOut = () =>
    run(async () => {
      if (await leaveSession(router, "/login")) toast.success("Logged out successfull");
      else toast.error("Check your connection");
      return true;
    });

  return (
    <section aria-labelledby="logout-heading" className="mx-auto max-w-md rounded-2xl border border-zinc-200 bg-white p-8 text-center shadow-sm">
      <h1 id="logout-heading" className="text-xl font-semibold">
        Are you sure you want to log Out?
      </h1>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => void logOut()} busy={busy} busyLabel="Logging out..." className="min-w-24">
          Yes
        </Button>
        <Button variant="outline" onClick={() => router.push("/dashboard/upcoming-events")} className="min-w-24">
          No
        </Button>
      </div>
    </section>
  );
}
