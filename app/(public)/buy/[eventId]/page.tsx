import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { PurchasePanel } from "@/components/tickets/purchase/purchase-panel";
import { textLink } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { findPublicEvent } from "@/lib/domain/events/queries";
import { objectId } from "@/lib/domain/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Buy tickets",
  robots: { index: false },
};

type BuyPageProps = { params: Promise<{ eventId: string }> };

/** Buying without an account: name, e-mail and phone; the tickets arrive by e-mail with a link that needs no login. */
export default async function GuestPurchasePage({ params }: BuyPageProps) {
  const id = objectId.safeParse((await params).eventId);
  const [event, user] = await Promise.all([id.success ? findPublicEvent(id.data) : null, getCurrentUser()]);
  if (!event) notFound();
  const accountPurchase = `/dashboard/purchase-details/${event._id}`;
  if (user) redirect(accountPurchase);

  const intro = (
    <p className="text-muted">
      No account needed: your tickets arrive by e-mail with a link to open them.{" "}
      <Link href={`/login?callbackUrl=${encodeURIComponent(accountPurchase)}`} className={textLink}>
        Have an account? Log in
      </Link>
    </p>
  );
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 md:px-6 md:py-12">
      <PurchasePanel event={event} title="Buy tickets" buyer={{ kind: "guest" }} intro={intro} />
    </div>
  );
}
