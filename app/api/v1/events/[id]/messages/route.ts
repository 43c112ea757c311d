import { createMessageEndpoint, listMessagesEndpoint } from "@/lib/api/contracts/messages";
import { created, ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { auditActionBy } from "@/lib/domain/audit/audit-event-action";
import { createMessage } from "@/lib/domain/messages/create-message";
import { listEventMessages } from "@/lib/domain/messages/list-messages";

// POST /api/v1/events/{id}/messages — write to the event's ticket holders, now or at a set time
export const POST = withApi(createMessageEndpoint, async ({ request, caller, params, body }) => {
  const { message, access } = await createMessage(caller.userId, params.id, body);
  const when = message.status === "scheduled" ? `scheduled for ${message.sendAt}` : `sent to ${message.recipients}`;
  await auditActionBy(access, {
    eventId: params.id,
    action: "message",
    detail: `Message "${body.subject}" by ${body.channels.join(", ")} to ${body.segment.kind.replace(/_/g, " ")}, ${when}`,
    userAgent: request.headers.get("user-agent"),
  });
  return created(message, message.status === "scheduled" ? "Message scheduled" : "Message sent");
});

// GET /api/v1/events/{id}/messages — the event's messages and their deliveries
export const GET = withApi(listMessagesEndpoint, async ({ caller, params }) => ok(await listEventMessages(caller.userId, params.id)));
