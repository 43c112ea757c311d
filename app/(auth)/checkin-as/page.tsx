import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { accentButton, primaryButton } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { doorLanding } from "@/lib/domain/gate/door-staff";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Organise or attend",
  robots: { index: false },
};

export default async function CheckinAsPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fcheckin-as");
  // Check-in staff came to work a door: straight to it.
  const door = await doorLanding(user._id);
  if (door) redirect("scanner" in door ? door.scanner : "/dashboard/checkin");

  return (
    <AuthCard title={`Welcome, ${user.fullname || "Guest"}`} description="What would you like to do today?">
      <div className="grid gap-4">
        <Link href="/dashboard/overview" className={`${primaryButton} min-h-14 w-full text-lg`}>
          Organize an event
        </Link>
        <Link href="/dashboard/upcoming-events" className={`${accentButton} min-h-14 w-full text-lg`}>
          Attend an event
        </Link>
      </div>
    </AuthCard>
  );
}
