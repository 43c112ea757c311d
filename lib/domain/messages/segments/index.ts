import "server-only";
import { registerSegment, segmentDefinition } from "@/lib/domain/messages/segments/registry";
import { checkTicketType, orderOfEvent, ticketHolders } from "@/lib/domain/messages/segments/ticket-holders";
import { waitlistPeople } from "@/lib/domain/waitlist/waitlist-people";

// The segments a message can go to. Another is one more registerSegment call, and its kind in
// SEGMENT_KINDS (lib/domain/validations/message.ts).
registerSegment({ kind: "all_holders", label: "Everyone with a ticket", resolve: (eventId) => ticketHolders(eventId) });
registerSegment({
  kind: "ticket_type",
  label: "Holders of one ticket type",
  check: checkTicketType,
  resolve: (eventId, choice) => ticketHolders(eventId, (ticket) => String(ticket.ticketType) === choice.ticketTypeId),
});
registerSegment({
  kind: "checked_in",
  label: "Checked in",
  resolve: (eventId) => ticketHolders(eventId, (ticket) => ticket.status === "checked_in"),
});
registerSegment({
  kind: "not_checked_in",
  label: "Not checked in yet",
  resolve: (eventId) => ticketHolders(eventId, (ticket) => ticket.status === "valid"),
});
registerSegment({
  kind: "order",
  label: "One order",
  check: async (eventId, choice) => void (await orderOfEvent(eventId, choice)),
  resolve: async (eventId, choice) => {
    const orderId = await orderOfEvent(eventId, choice);
    return ticketHolders(eventId, (ticket) => String(ticket.order) === orderId);
  },
});

registerSegment({ kind: "waitlist", label: "Everyone on the waitlist", resolve: (eventId) => waitlistPeople(eventId) });

export { segmentDefinition };
