import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { primaryButton } from "@/components/ui/button-styles";

export const metadata: Metadata = {
  title: "Password reset",
  robots: { index: false },
};

export default function PasswordResetSuccessPage() {
  return (
    <AuthCard title="Congratulations!!!">
      <div className="grid gap-6 text-center">
        <p className="text-muted">Your password has been reset. You can now log in with your new password.</p>
        <Link href="/register" className={`${primaryButton} w-full`}>
          Get Started
        </Link>
      </div>
    </AuthCard>
  );
}
