import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PurchasePanel } from "@/components/tickets/purchase/purchase-panel";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { findPublicEvent } from "@/lib/domain/events/queries";
import { objectId } from "@/lib/domain/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Purchase ticket",
  robots: { index: false },
};

type PurchasePageProps = { params: Promise<{ eventId: string }> };

export default async function PurchaseDetailsPage({ params }: PurchasePageProps) {
  const id = objectId.safeParse((await params).eventId);
  const [event, user] = await Promise.all([id.success ? findPublicEvent(id.data) : null, getCurrentUser()]);
  if (!event) notFound();
  if (!user) redirect(`/buy/${event._id}`);

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <PurchasePanel event={event} title="purchase ticket" buyer={{ kind: "account", fullName: user.fullname, email: user.email }} />
    </div>
  );
}
