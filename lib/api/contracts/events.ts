import { defineEndpoint } from "@/lib/api/endpoint";
import {
  categoryIdParams,
  createEventSchema,
  eventIdParams,
  eventListQuery,
  organiserEventsParams,
  updateEventSchema,
} from "@/lib/domain/validations/event";
import { organiserEventsQuery } from "@/lib/domain/events/organiser-list-query";
import { cancelEventSchema } from "@/lib/domain/validations/refund";

/** What every event answer says about paying, public and organiser alike. */
const PAYING =
  "Each event has `ticketPrice` (the ticket's own price, naira) and `allInPrice` (what a buyer pays for it: the same when the organiser absorbs the fees, " +
  "the price plus the booking and payment processing fees when `feeMode` is `pass`), each ticket type `price` and `allInPrice` likewise, " +
  "and `paymentChannels` (the channels buyers may pay with: all of bank_transfer, card, ussd, bank unless the organiser chose some); " +
  "`ticketHolders`, `holdersAskedAt`, `transfersAllowed` and `transfersUntil` say whether each ticket names its holder and whether tickets may be passed on (docs/tickets-for-people.md)";

/** The two payment fields the create and edit forms take. */
const PAYING_FIELDS =
  "`feeMode`: `absorb` (default: the buyer pays the ticket price) or `pass` (the buyer pays the fees on top); " +
  "`paymentChannels`: at least one of bank_transfer, card, ussd, bank, comma-separated or as a JSON list (not given: all); " +
  "`ticketHolders`: none (default), name or name_and_phone; `holdersAskedAt`: purchase (default) or later; `transfersAllowed`: yes (default) or no; `transfersUntil`: YYYY-MM-DDTHH:MM in Lagos time (not given: the event's start)";

export const listEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events",
  summary: "Events that have not ended, soonest first",
  tags: ["events"],
  auth: "public",
  query: eventListQuery,
  success: { status: 200, description: `\`data\` is a list of events. ${PAYING}` },
});

export const getEventEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/event/{id}",
  summary: "One event",
  tags: ["events"],
  auth: "public",
  params: eventIdParams,
  success: { status: 200, description: `\`data\` is the event; 400 for a malformed id, 404 for an unknown one. ${PAYING}` },
});

export const featuredEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/featured-events",
  summary: "Featured upcoming events (organiser-flagged, then best-selling)",
  tags: ["events"],
  auth: "public",
  success: { status: 200, description: "`data` is a list of events" },
});

export const trendingEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/trending-events",
  summary: "Upcoming events selling the most tickets",
  tags: ["events"],
  auth: "public",
  success: { status: 200, description: "`data` is a list of events whose `image` is a list of `{ imageUrl }`" },
});

export const createEventEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/create-event/{categoryId}",
  summary: `Publish an event in a category (multipart form with one image), within your plan's limits. ${PAYING_FIELDS}`,
  tags: ["events"],
  auth: "required",
  params: categoryIdParams,
  body: createEventSchema,
  bodyType: "multipart",
  maxBodyBytes: 6 * 1024 * 1024,
  files: { image: "the event poster (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB); re-encoded" },
  success: { status: 201, description: `\`data\` is the event with its sales figures. ${PAYING}` },
});

export const updateEventEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/events/{id}",
  oldPath: "/api/v1/event/{id}",
  summary:
    "Change your event; once it is live only date, time, location, `paymentChannels` and the waitlist's `waitlistEnabled` / `waitlistOfferMinutes` can change (`feeMode` is locked with the price). " +
    "At most 5 changes to one event (details and ticket types together) in 5 seconds: past that, 429 with Retry-After. " +
    PAYING_FIELDS,
  tags: ["events"],
  auth: "required",
  params: eventIdParams,
  body: updateEventSchema,
  bodyType: "multipart",
  maxBodyBytes: 6 * 1024 * 1024,
  files: { image: "a new poster (optional)" },
  success: { status: 200, description: `\`data\` is the updated event. ${PAYING}` },
});

export const cancelEventEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/cancel",
  summary: "Cancel your event with a message: sales stop, every paid order is refunded and every buyer e-mailed",
  tags: ["refunds"],
  auth: "required",
  params: eventIdParams,
  body: cancelEventSchema,
  success: {
    status: 200,
    description:
      '`data` is {_id, status: "cancelled", cancelledAt, refundsQueued}; the event answers `status: "cancelled"` from then on and leaves the listings',
  },
});

export const organiserEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/getPlannerEvent/{userId}",
  summary: "An organiser's events: with their own token, everything with sales; without one, the public view",
  tags: ["events"],
  auth: "optional",
  params: organiserEventsParams,
  query: organiserEventsQuery,
  success: { status: 200, description: `\`data\` is a list of events; \`meta\` has page, pages and total. ${PAYING}` },
});
