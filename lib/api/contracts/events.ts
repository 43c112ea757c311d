import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams, eventListQuery } from "@/lib/validations/event";

export const listEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events",
  summary: "Events that have not ended, soonest first",
  tags: ["events"],
  auth: "public",
  query: eventListQuery,
  success: { status: 200, description: "`data` is a list of events" },
});

export const getEventEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/event/{id}",
  summary: "One event",
  tags: ["events"],
  auth: "public",
  params: eventIdParams,
  success: { status: 200, description: "`data` is the event; 400 for a malformed id, 404 for an unknown one" },
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

export const allCategoriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/allCategories",
  summary: "Every category with its events that have not ended",
  tags: ["categories"],
  auth: "public",
  success: { status: 200, description: "`data` is a list of `{ _id, categoryName, events }`" },
});
