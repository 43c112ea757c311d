import { notFound, redirect } from "next/navigation";
import { linkTokenParams } from "@/lib/validations/team";

export const dynamic = "force-dynamic";

/** Invitations e-mailed before `/join-team/{token}`: the same way in, which keeps the token out of later URLs. */
export default async function OldInvitationLink({ params }: { params: Promise<{ token: string }> }) {
  const parsed = linkTokenParams.safeParse(await params);
  if (!parsed.success) notFound();
  redirect(`/join-team/${parsed.data.token}`);
}
