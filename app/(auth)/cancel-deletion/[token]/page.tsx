import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { KeepAccountForm } from "@/components/auth/keep-account-form";

export const metadata: Metadata = {
  title: "Keep your account",
  robots: { index: false },
};

// A button, not a keep-on-open link: mail scanners open links, and must not cancel a deletion.
export default async function CancelDeletionPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard
      title="Keep your account"
      description="Your account is disabled and will be erased 48 hours after you asked. Keep it, then log in again."
    >
      <KeepAccountForm token={token} />
    </AuthCard>
  );
}
