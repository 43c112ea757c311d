import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = {
  title: "Forgot password",
  description: "Get a link to reset your Scheditix password.",
  alternates: { canonical: "/forget-password" },
};

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password?" description="Enter the email you signed up with and we will send you a reset link.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
