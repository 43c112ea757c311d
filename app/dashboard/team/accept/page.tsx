import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { AcceptInvitation } from "@/components/team/accept-invitation";
import { DateTime } from "@/components/ui/date-time";
import { ApiError } from "@/lib/platform/errors";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { INVITATION_COOKIE, INVITATION_PAGE } from "@/lib/domain/team/invitation-cookie";
import { previewInvitation, type InvitationPreview } from "@/lib/domain/team/invitations";
import { linkTokenParams } from "@/lib/domain/validations/team";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Join a team", robots: { index: false }, referrer: "no-referrer" };

async function previewOrReason(token: string | undefined): Promise<InvitationPreview | string> {
  if (!token) return "Open the link in your invitation e-mail again: this browser has no invitation waiting (the link keeps it for a day).";
  try {
    return await previewInvitation(token);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return error.message;
    throw error;
  }
}

/**
 * An e-mailed invitation (its token in a cookie the e-mailed link set, never in this page's URL):
 * what it offers, and Accept, for the account it was sent to.
 */
export default async function AcceptInvitationPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(INVITATION_PAGE)}`);
  const parsed = linkTokenParams.shape.token.safeParse((await cookies()).get(INVITATION_COOKIE)?.value);
  const token = parsed.success ? parsed.data : undefined;
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
          {preview.email === user.email.toLowerCase() && token ? (
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
