import { defineEndpoint } from "@/lib/api/endpoint";
import {
  attendeeTicketParams,
  nameHolderSchema,
  ticketIdParams,
  ticketLinkQuery,
  transferSchema,
  transferTargetSchema,
} from "@/lib/domain/validations/ticket-transfer";
import { holderSchema } from "@/lib/domain/validations/ticket-holder-input";

// Tickets for people (docs/tickets-for-people.md): one link per ticket, its holder, passing it on.

const TICKET_VIEW =
  "`data` is `{ ticket, settings, canNameHolder, transferRefusal }`: `ticket` as the buyer's pages show it (`_id`, `checkInCode`, `qrDataUrl` — the signed QR payload as a PNG data URL — `ticketTypeName`, seat, `status` valid/checked_in/refunded/transferred, `holderName`, `holderPhone`, `link`, `issueNumber`, `event`), " +
  "`settings` the event's `{ ticketHolders, holdersAskedAt, transfersAllowed, transfersUntil }`, `canNameHolder` whether the holder may still be named through the link, `transferRefusal` why it cannot be passed on now (null when it can)";

const TRANSFER_DONE =
  "`data` is `{ from, to, toMasked, issueNumber }`: the dead ticket's id, the new ticket's id, the recipient masked, and the seat's issue number. The new ticket's link is e-mailed to the recipient, never answered here";

export const ticketByLinkEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/tickets/{ticketId}",
  summary:
    "One ticket by its own no-login link (`?k=` is the link's key): 404 for a key this server did not make, and for the link of a ticket that was passed on (a transfer replaces its key)",
  tags: ["tickets"],
  auth: "public",
  params: ticketIdParams,
  query: ticketLinkQuery,
  success: { status: 200, description: TICKET_VIEW },
});

export const nameHolderEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/v1/tickets/{ticketId}/holder",
  summary:
    "Name the ticket's holder (`name`, and `phone` when the event asks for it) through its link (`k`) or as its signed-in buyer, before the event starts, on an event that names holders",
  tags: ["tickets"],
  auth: "optional",
  params: ticketIdParams,
  body: nameHolderSchema,
  success: { status: 200, description: "`data` is `{ holderName }`" },
});

export const transferTicketEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/tickets/{ticketId}/transfer",
  summary:
    "Pass a ticket to a friend (`name`, and `email` and/or a Nigerian `phone`): as its holder (its link's key `k`), as its buyer (the order's public id `orderId` and link key `orderKey`, or signed in). The old ticket dies at once (the online check-in refuses it; offline scanners learn it at their next sync as a revocation) and a new ticket with its own code, QR and link is issued to the friend. " +
    "409 when the ticket was used, refunded or passed on first (a transfer racing a check-in has one outcome), 422 when the organiser does not allow transfers or they have closed",
  tags: ["tickets"],
  auth: "optional",
  params: ticketIdParams,
  body: transferSchema,
  success: { status: 201, description: TRANSFER_DONE },
});

export const renameHolderEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/v1/events/{id}/attendees/{ticketId}/holder",
  summary: "Organiser: rename a ticket's holder (`name`, optional `phone`) on the same ticket (its code and QR stay); audit logged",
  tags: ["organiser"],
  auth: "required",
  params: attendeeTicketParams,
  body: holderSchema,
  success: { status: 200, description: "`data` is `{ holderName }`" },
});

export const reassignTicketEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/attendees/{ticketId}/reassign",
  summary:
    "Organiser: give a ticket to someone else (`name`, `email` and/or `phone`): a transfer made by the organiser, allowed until the event ends; the old code dies and the new holder is e-mailed their ticket; audit logged",
  tags: ["organiser"],
  auth: "required",
  params: attendeeTicketParams,
  body: transferTargetSchema,
  success: { status: 201, description: TRANSFER_DONE },
});
