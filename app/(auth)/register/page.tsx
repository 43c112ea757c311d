import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = {
  title: "Create your account",
  description: "Sign up to Scheditix to create events, sell tickets in naira and book your next night out.",
  alternates: { canonical: "/register" },
};

export default function RegisterPage() {
  return (
    <AuthCard title="Unlock Your Event Access">
      <RegisterForm />
    </AuthCard>
  );
}
