import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import {
  entryKeyQuery,
  entryParams,
  eventEntryParams,
  joinWaitlistSchema,
  offerParams,
  organiserWaitlistQuery,
  waitlistSettingsSchema,
} from "@/lib/domain/validations/waitlist";

export const joinWaitlistEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/waitlist",
  summary:
    "Join a sold-out event's (or ticket type's) waitlist: party size 1 to the type's per-order limit, name, e-mail and a Nigerian phone number. No token needed; a signed-in caller's entry is also shown on the event page. One entry per e-mail per event (409 names the place already held); 409 while the seats asked for can be bought, or when the list is closed.",
  tags: ["waitlist"],
  auth: "optional",
  params: eventIdParams,
  body: joinWaitlistSchema,
  success: {
    status: 201,
    description:
      "`data` is the entry: `_id`, `status` (waiting), `position` (1 is next in line for its type) and `key`, the no-login key of its link (`GET /api/v1/waitlist/{entryId}?k=`)",
  },
});

export const myWaitlistEntryEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/waitlist/{entryId}",
  summary: "Your waitlist entry and its place: by the key of the confirmation e-mail's link (`k`), or as the signed-in account that joined",
  tags: ["waitlist"],
  auth: "optional",
  params: entryParams,
  query: entryKeyQuery,
  success: {
    status: 200,
    description:
      "`data.status` (waiting, offered, bought, expired, declined, left), `data.position` while waiting, and while offered `data.offerExpiresAt` and `data.offerUrl` (the page that pays for the held seats)",
  },
});

export const leaveWaitlistEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/waitlist/{entryId}/leave",
  summary:
    "Leave the waitlist (by the link's key `k`, or signed in as the account that joined); an offer out is declined, so its seats pass to the next",
  tags: ["waitlist"],
  auth: "optional",
  params: entryParams,
  query: entryKeyQuery,
  success: { status: 200, description: "`data` is the entry, `status` left" },
});

export const declineOfferEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/waitlist/offers/{orderId}/decline",
  summary:
    "Let a waitlist offer go: its held seats pass to the next person. The offer order's public id (in the offer's link) is the capability, as for paying it.",
  tags: ["waitlist"],
  auth: "public",
  params: offerParams,
  success: { status: 200, description: "`data.declined` is true" },
});

export const organiserWaitlistEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/waitlist",
  summary:
    "Your event's waitlist: settings, who waits (position per ticket type, masked contact; 50 a page, `?cursor=` for the page after or before another), offers out with their expiry, and conversions",
  tags: ["waitlist"],
  auth: "required",
  params: eventIdParams,
  query: organiserWaitlistQuery,
  success: {
    status: 200,
    description:
      "`data.settings`, `data.waiting` (one page, in join order), `data.waitingTotal`, `data.waitingNextCursor` and `data.waitingPreviousCursor` (the `cursor` of the pages after and before, null at either end), `data.offers`, `data.conversions` (offers made; bought, expired, declined, left). A cursor that is not one the list handed out is a 400",
  },
});

export const offerByHandEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/waitlist/{entryId}/offer",
  summary:
    "Offer now: hold a waiting entry's party of seats for it, out of turn, and send the offer (409 when its party does not fit the free seats)",
  tags: ["waitlist"],
  auth: "required",
  params: eventEntryParams,
  success: { status: 200, description: "`data` is the event's waitlist, as GET answers it" },
});

export const waitlistSettingsEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/events/{id}/waitlist",
  summary:
    "Change the waitlist: `enabled` (on by default; off stops joins and offers), `closed` (closing stops joins; those waiting keep their place), `offerMinutes` (how long an offer holds its seats, 5 to 1440, default 30)",
  tags: ["waitlist"],
  auth: "required",
  params: eventIdParams,
  body: waitlistSettingsSchema,
  success: { status: 200, description: "`data` is the settings" },
});

export const myEventWaitlistEntryEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/waitlist/mine",
  summary: "The signed-in account's entry on this event's waitlist, if any (the event page shows it, with its place and the way to leave)",
  tags: ["waitlist"],
  auth: "required",
  params: eventIdParams,
  success: { status: 200, description: "`data` is the entry (as `GET /api/v1/waitlist/{entryId}` answers it, with `key`) or null" },
});
