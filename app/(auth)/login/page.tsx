import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to Scheditix to manage your events and tickets.",
  alternates: { canonical: "/login" },
};

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  return (
    <AuthCard title="Login to continue">
      <LoginForm callbackUrl={typeof callbackUrl === "string" ? callbackUrl : undefined} />
    </AuthCard>
  );
}
