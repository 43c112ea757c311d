import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ClaimAccountForm } from "@/components/auth/claim-account-form";
import { primaryButton } from "@/components/ui/button-styles";
import { isClaimLinkUsable } from "@/lib/domain/accounts/claim-guest-account";

export const metadata: Metadata = {
  title: "Set up your account",
  robots: { index: false },
};

// Whether the link still works is read when it is opened: a used or expired one says so at once.
export const dynamic = "force-dynamic";

export default async function ClaimAccountPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!(await isClaimLinkUsable(token))) {
    return (
      <AuthCard title="This link no longer works" description="The link works once, for 24 hours. If you already set up your account, log in.">
        <div className="grid gap-3">
          <Link href="/login" className={`${primaryButton} w-full`}>
            Log in
          </Link>
          <Link href="/register" className="text-center font-medium text-primary-700 underline">
            Sign up again
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set up your account"
      description="Someone asked to create a Scheditix account with this address. If it was you, choose your password: the account will hold the tickets you bought with this address."
    >
      <ClaimAccountForm token={token} />
    </AuthCard>
  );
}
