import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AcceptInvitation } from "@/components/team/accept-invitation";
import { DateTime } from "@/components/ui/date-time";
import { ApiError } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/current-user";
import { previewInvitation, type InvitationPreview } from "@/lib/team/invitations";
import { linkTokenParams } from "@/lib/validations/team";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Join a team", robots: { index: false }, referrer: "no-referrer" };

async function previewOrReason(token: string): Promise<InvitationPreview | string> {
  try {
    return await previewInvitation(token);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return error.message;
    throw error;
  }
}

/** An e-mailed invitation: what it offers, and Accept, for the account it was sent to. */
export default async function AcceptInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const parsed = linkTokenParams.safeParse(await params);
  if (!parsed.success) notFound();
  const { token } = parsed.data;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/dashboard/team/accept/${token}`)}`);
  const preview = await previewOrReason(token);

  return (
    <div className="grid max-w-2xl gap-4">
      <h1 className="text-2xl font-semibold">Join a team</h1>
      {typeof preview === "string" ? (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-red-800">
          {preview}
        </p>
      ) : (
        <>
          <p>
            {preview.ownerName} invites you as <strong>{preview.roleLabel.toLowerCase()}</strong> for {preview.scope}.
          </p>
          {preview.email === user.email.toLowerCase() ? (
            <>
              <p className="text-sm text-muted">
                The invitation works once, until <DateTime value={preview.expiresAt} />.
              </p>
              <AcceptInvitation token={token} />
            </>
          ) : (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-red-800">
              This invitation was sent to {preview.email}. Log out and log in (or sign up) with that address to accept it.
            </p>
          )}
        </>
      )}
    </div>
  );
}
