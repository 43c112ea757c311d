import { StaticImage } from "@/components/static-image";
import Link from "next/link";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { HistoryArrows } from "@/components/dashboard/history-arrows";
import { MobileMenu } from "@/components/mobile-menu";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { hasOrganisedEvents } from "@/lib/domain/access/has-organised";
import { teamPermissions } from "@/lib/domain/access/active-grants";

/** Middleware sends visitors to login with the exact path; this re-check is the real guard. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Foverview");
  const name = user.fullname || "Guest";
  const [organiser, team] = await Promise.all([hasOrganisedEvents(user._id), teamPermissions(user._id)]);

  return (
    <div className="flex flex-1 bg-zinc-50">
      <aside className="hidden w-64 shrink-0 border-r border-zinc-200 bg-white px-3 py-4 md:block">
        <Link href="/" className="mb-6 ml-2 inline-flex min-h-11 items-center">
          <StaticImage src="/images/logo.svg" alt="Scheditix home" width={148} height={36} loading="eager" />
        </Link>
        <nav aria-label="Dashboard">
          <DashboardNav organiser={organiser} team={team} />
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-zinc-200 bg-white px-4 py-2 md:px-8">
          <HistoryArrows />
          <p className="ml-auto min-w-0 truncate font-medium">Welcome, {name}</p>
          <Link
            href="/dashboard/profile"
            aria-label={`Profile of ${name}`}
            className="inline-flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-lg font-semibold text-white"
          >
            {user.avatarUrl ? (
              <StaticImage src={user.avatarUrl} alt="" width={44} height={44} className="size-11 object-cover" />
            ) : (
              <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
            )}
          </Link>
          <MobileMenu className="md:hidden">
            <nav aria-label="Dashboard">
              <DashboardNav organiser={organiser} team={team} />
            </nav>
          </MobileMenu>
        </header>
        <main id="main" className="flex-1 px-4 py-6 md:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
