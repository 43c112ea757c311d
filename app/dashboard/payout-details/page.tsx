import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { PaginationNav } from "@/components/pagination-nav";
import { OwnPayoutsView } from "@/components/payouts/own-payouts-view";
import { SharedEventPayoutsView } from "@/components/payouts/shared-event-payouts-view";
import { SharedPayoutEventsTable } from "@/components/payouts/shared-payout-events-table";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { getEnv } from "@/lib/platform/env";
import { hasOrganisedEvents } from "@/lib/domain/access/has-organised";
import { logger } from "@/lib/platform/logger";
import { eventLedger, listEventLedgers } from "@/lib/domain/payouts/event-ledgers";
import { PLATFORM_FEE_PERCENT } from "@/lib/domain/payouts/ledger";
import { listPayouts } from "@/lib/domain/payouts/list-payouts";
import { getPayoutAccount, listBanks } from "@/lib/domain/payouts/payout-account";
import { eventPageAccess } from "@/lib/domain/access/event-page-access";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { payoutsRefusal } from "@/lib/domain/access/permitted-events";
import { sharedEventPayouts } from "@/lib/domain/payouts/shared-event-payouts";
import { listSharedEvents } from "@/lib/domain/events/shared-events";
import { objectId } from "@/lib/domain/validations/common";
import { firstValue, hrefWithQuery, pageNumber } from "@/lib/domain/validations/page-query";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Payout details",
  robots: { index: false },
};

const PATH = "/dashboard/payout-details";
const SHARED_PAGE_SIZE = 20;

/** `?eventId=` opens one event's payouts; `?page=` pages through the shared events. Unusable values fall back to none and page 1. */
const payoutsQuery = z.object({ eventId: z.preprocess(firstValue, objectId.catch("")), page: pageNumber });

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The bank list comes from the payment service; when it is down the page still shows balances and history. */
async function banksOrEmpty() {
  try {
    return await listBanks();
  } catch (error) {
    logger.error("bank list unavailable", { error });
    return [];
  }
}

async function ownPayouts(userId: string) {
  const [balances, payouts, account, banks] = await Promise.all([
    listEventLedgers(userId),
    listPayouts(userId),
    getPayoutAccount(userId),
    banksOrEmpty(),
  ]);
  return { balances, payouts, account, banks };
}

/** The page of shared events whose payouts the user handles, each with its ledger. */
async function sharedPayoutEvents(userId: string, page: number) {
  const shared = await listSharedEvents(userId, { page, limit: SHARED_PAGE_SIZE, permission: "payouts" });
  const ledgers = await Promise.all(shared.items.map((event) => eventLedger(event._id)));
  return { ...shared, items: shared.items.map((event, index) => ({ ...event, ledger: ledgers[index] ?? null })) };
}

/**
 * SPEC 2.17's payout page: the organiser's own bank account, payout requests, balances and history;
 * beside them the events of other owners whose payouts the user handles (finance), each opening
 * its own view (`?eventId=`), paid to its owner's account.
 */
export default async function PayoutDetailsPage({ searchParams }: PageProps) {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(PATH)}`);
  const query = payoutsQuery.parse(await searchParams);
  const feePercent = PLATFORM_FEE_PERCENT;

  if (query.eventId) {
    // One event's payouts: its owner and their finance team; anyone else is told why.
    const access = await eventPageAccess(user._id, query.eventId, EVENT_SCREENS.payouts.permission);
    if (!access.owner) {
      const view = await sharedEventPayouts(query.eventId, access.ownerId);
      if (!view) notFound();
      return <SharedEventPayoutsView view={view} feePercent={feePercent} />;
    }
  }

  const refusal = await payoutsRefusal(user._id);
  if (refusal) {
    return (
      <div className="grid max-w-2xl gap-6">
        <h1 className="text-2xl font-semibold">Payout details</h1>
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-red-800">
          {refusal}
        </p>
      </div>
    );
  }

  const [organises, shared] = await Promise.all([hasOrganisedEvents(user._id), sharedPayoutEvents(user._id, query.page)]);
  if (shared.total > 0 && query.page > shared.pages) redirect(hrefWithQuery(PATH, { page: shared.pages }));
  // Someone who only handles other owners' payouts has no bank account of their own to set here.
  const own = organises || shared.total === 0 ? await ownPayouts(user._id) : null;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Payout details</h1>
      {own ? <OwnPayoutsView {...own} feePercent={feePercent} settlementDays={getEnv().PAYOUT_SETTLEMENT_DAYS} /> : null}
      {shared.total > 0 ? (
        <section aria-labelledby="shared-payouts-heading" className="grid gap-4">
          <h2 id="shared-payouts-heading" className="text-xl font-semibold">
            Events shared with you
          </h2>
          <p className="text-muted">
            As their finance team you request these events&apos; payouts; each is paid into the account of the event&apos;s organiser.
          </p>
          <SharedPayoutEventsTable events={shared.items} />
          {shared.pages > 1 ? <PaginationNav page={shared.page} pages={shared.pages} hrefFor={(page) => hrefWithQuery(PATH, { page })} /> : null}
        </section>
      ) : null}
    </div>
  );
}
