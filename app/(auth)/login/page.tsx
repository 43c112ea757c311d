import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to Scheditix to manage your events and tickets.",
  alternates: { canonical: "/login" },
};

export default function LoginPage() {
  return (
    <AuthCard title="Login to continue">
      <LoginForm />
    </AuthCard>
  );
}
