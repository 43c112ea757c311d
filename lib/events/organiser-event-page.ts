import "server-only";
import { notFound, redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { organiserEventForPage } from "@/lib/events/organiser-event-for-page";
import { isLive } from "@/lib/events/update-event";
import { typeSalesOf } from "@/lib/organiser/overview";
import { listPromoCodes } from "@/lib/promo/manage-codes";
import { cancellationRefunds } from "@/lib/refunds/cancellation-refunds";
import { objectId } from "@/lib/validations/common";
import { firstValue } from "@/lib/validations/page-query";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What an organiser's event page shows for the event in `?id=`: the event, its codes, its sales per
 * type and what cancelling would refund. Without a valid id the page goes back to `backHref`; a
 * visitor logs in first; an event that is not theirs is "forbidden"; one that does not exist, 404.
 */
export async function loadOrganiserEventPage(path: string, backHref: string, searchParams: SearchParams) {
  const id = objectId.safeParse(firstValue((await searchParams).id));
  if (!id.success) redirect(backHref);

  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`${path}?id=${id.data}`)}`);

  const event = await organiserEventForPage(user._id, id.data);
  if (event === "missing") notFound();
  if (event === "forbidden") return { forbidden: true } as const;

  const [codes, byType, refunds] = await Promise.all([listPromoCodes(user._id, event._id), typeSalesOf([event._id]), cancellationRefunds(event._id)]);
  const live = isLive({ startsAt: new Date(event.startsAt), seatsTaken: event.seatsTaken });
  return { forbidden: false, event, codes, byType, refunds, live } as const;
}

export type OrganiserEventPage = Awaited<ReturnType<typeof loadOrganiserEventPage>>;
