import { defineEndpoint } from "@/lib/api/endpoint";
import { checkInLinkSchema, teamItemParams } from "@/lib/domain/validations/team";

export const listLinksEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/team/links",
  summary: "Your check-in links, with whether each still works",
  tags: ["team"],
  auth: "required",
  success: { status: 200, description: "`data` is a list of {_id, name, eventId, eventTitle, expiresAt, state: active | expired | revoked}" },
});

export const createLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/team/links",
  summary: 'Create a named check-in link ("Gate B") for one of your events, working for `expiresInHours`',
  tags: ["team"],
  auth: "required",
  body: checkInLinkSchema,
  success: { status: 201, description: "`data` is the link with its `url`, answered this once only" },
});

export const revokeLinkEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/team/links/{id}",
  summary: "Revoke a check-in link: its next scan or page load is refused",
  tags: ["team"],
  auth: "required",
  params: teamItemParams,
  success: { status: 200, description: "`data` is null" },
});
