import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import { replaceTicketTypesSchema } from "@/lib/domain/validations/ticket-type";

export const listTicketTypesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/ticket-types",
  oldPath: "/api/v1/event/{id}/ticket-types",
  summary: "Your event's ticket types, hidden ones included, with seats taken (held or sold) per type",
  tags: ["ticket types"],
  auth: "required",
  params: eventIdParams,
  success: {
    status: 200,
    description:
      "`data` is a list of `{ _id, name, description, price, quantity, left, taken, minPerOrder, maxPerOrder, salesStart, salesEnd, hidden, state }`",
  },
});

export const replaceTicketTypesEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/v1/events/{id}/ticket-types",
  oldPath: "/api/v1/event/{id}/ticket-types",
  summary:
    "Replace your event's ticket types (add, edit, reorder, remove; `_id` keeps an existing type). Once live: prices locked, quantities never below sold + held, types with sales stay. Counts toward the event's 5 changes in 5 seconds (429 with Retry-After past them)",
  tags: ["ticket types"],
  auth: "required",
  params: eventIdParams,
  body: replaceTicketTypesSchema,
  success: { status: 200, description: "`data` is the new list of types" },
});
