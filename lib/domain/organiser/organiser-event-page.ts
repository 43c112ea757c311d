import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { organiserEventForPage } from "@/lib/domain/events/organiser-event-for-page";
import { isLive } from "@/lib/domain/events/update-event";
import { lateRefundsOf } from "@/lib/domain/organiser/late-refunds";
import { typeSalesOf } from "@/lib/domain/organiser/overview";
import { listPromoCodes } from "@/lib/domain/promo/manage-codes";
import { cancellationRefunds } from "@/lib/domain/refunds/cancellation-refunds";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { ROLE_LABELS } from "@/lib/domain/access/roles";
import { organiserName } from "@/lib/domain/events/shared-events";
import { objectId } from "@/lib/domain/validations/common";
import { firstValue } from "@/lib/domain/validations/page-query";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What an organiser's event page shows for the event in `?id=`: the event, its codes, its sales per
 * type, its late payments refunded, what cancelling would refund and what the user may do on it. It is the page of those who
 * manage the event (the owner, co-organisers). Without a valid id the page goes back to
 * `backHref`; a visitor logs in first; anyone else is redirected to the page that says why; an
 * event that does not exist is a 404.
 */
export async function loadOrganiserEventPage(path: string, backHref: string, searchParams: SearchParams) {
  const id = objectId.safeParse(firstValue((await searchParams).id));
  if (!id.success) redirect(backHref);

  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`${path}?id=${id.data}`)}`);

  const { event, access } = await organiserEventForPage(user._id, id.data, EVENT_SCREENS.details.permission);
  const [codes, byType, lateRefunds, refunds, sharedBy] = await Promise.all([
    listPromoCodes(user._id, event._id),
    typeSalesOf([event._id]),
    lateRefundsOf(event._id),
    cancellationRefunds(event._id),
    access.owner ? null : organiserName(access.ownerId),
  ]);
  const live = isLive({ startsAt: new Date(event.startsAt), seatsTaken: event.seatsTaken });
  // A team member is told whose event it is and as what they work on it.
  const team = sharedBy ? { ownerName: sharedBy, roleLabel: access.roles.map((role) => ROLE_LABELS[role]).join(", ") } : null;
  return { event, codes, byType, lateRefunds, refunds, live, permissions: access.permissions, team };
}

export type OrganiserEventPage = Awaited<ReturnType<typeof loadOrganiserEventPage>>;
