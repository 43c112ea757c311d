import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CreateEventForm } from "@/components/events/event-builder/create-event-form";
import { PlanLimitNotice } from "@/components/events/event-builder/plan-limit-notice";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { listCategories } from "@/lib/domain/events/categories";
import { planStanding } from "@/lib/domain/plans/plan-standing";
import { lagosDate } from "@/lib/platform/time/lagos";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Create event",
  robots: { index: false },
};

export default async function CreateEventPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Fcreate-event");
  const [categories, standing] = await Promise.all([listCategories(), planStanding(user._id)]);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold">Create event - Add ticket</h1>
      <PlanLimitNotice standing={standing} />
      <CreateEventForm
        categories={categories.map(({ _id, categoryName }) => ({ _id, categoryName }))}
        plan={standing.plan}
        today={lagosDate(new Date())}
      />
    </div>
  );
}
