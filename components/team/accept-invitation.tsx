"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useApiForm } from "@/components/ui/use-api-form";
import { callApi } from "@/lib/browser/call-api";

/**
 * Accepts the invitation (the server checks the e-mail and uses it once), then opens the dashboard:
 * its events shared with you, or the door's event list for check-in staff.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const router = useRouter();
  const { busy, submit } = useApiForm([]);
  return (
    <Button
      busy={busy}
      busyLabel="Joining..."
      className="w-fit"
      onClick={() =>
        void submit({
          checked: { success: true, data: { token } },
          send: (body) => callApi("/api/v1/team/invitations/accept", { body }),
          failure: "The invitation could not be accepted. Please try again.",
          success: "You have joined the team",
          keepBusy: true,
          onDone: () => {
            router.push("/dashboard/overview");
            // The dashboard's menu lives in its layout, which a navigation keeps: refreshed, it shows the new role.
            router.refresh();
          },
        })
      }
    >
      Accept the invitation
    </Button>
  );
}
