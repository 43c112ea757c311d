import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { primaryButton } from "@/components/ui/button-styles";
import { isLinkTokenUsable } from "@/lib/domain/auth/link-tokens";

export const metadata: Metadata = {
  title: "Reset your password",
  robots: { index: false },
};

// Whether the link still works is read when it is opened: a used or expired one says so at once.
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!(await isLinkTokenUsable(decodeURIComponent(token), "reset_password"))) {
    return (
      <AuthCard
        title="This link no longer works"
        description="Reset links work once, for an hour. If you already chose a new password, log in with it."
      >
        <div className="grid gap-3">
          <Link href="/login" className={`${primaryButton} w-full`}>
            Log in
          </Link>
          <Link href="/forget-password" className="text-center font-medium text-primary-700 underline">
            Send me a new reset link
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" description="Choose a new password of at least 8 characters.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
