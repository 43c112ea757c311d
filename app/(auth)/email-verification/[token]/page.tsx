import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { EmailVerification } from "@/components/auth/email-verification";

export const metadata: Metadata = {
  title: "Verify your email",
  robots: { index: false },
};

export default async function EmailVerificationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard title="Email verification">
      <EmailVerification token={token} />
    </AuthCard>
  );
}
