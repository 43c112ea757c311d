import { INVITATION_PAGE, invitationCookie } from "@/lib/domain/team/invitation-cookie";
import { linkTokenParams } from "@/lib/domain/validations/team";

export const dynamic = "force-dynamic";

/**
 * GET /join-team/{token} — the link in a team invitation e-mail: keeps the token in a cookie for
 * the invitation page and opens it (signing in first if need be) with the token in no URL.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const parsed = linkTokenParams.safeParse(await params);
  const headers = new Headers({ Location: INVITATION_PAGE, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  if (parsed.success) headers.append("Set-Cookie", invitationCookie(parsed.data.token));
  return new Response(null, { status: 303, headers });
}
