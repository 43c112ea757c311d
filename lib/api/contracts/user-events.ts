import { defineEndpoint } from "@/lib/api/endpoint";

export const upcomingEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/user/events/upcoming",
  summary: "Events you hold tickets for that have not ended",
  tags: ["attendee"],
  auth: "required",
  success: { status: 200, description: '`data` is a list of events, each with `status: "upcoming"` and `ticketCount`' },
});

export const pastEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/user/events/past",
  summary: "Your tickets for events that have ended, with table and seat",
  tags: ["attendee"],
  auth: "required",
  success: { status: 200, description: "`data` is a list of events, one per ticket, with `seatNumber` and `tableNumber`" },
});
