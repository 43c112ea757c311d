import { defineEndpoint } from "@/lib/api/endpoint";
import { acceptInvitationSchema, invitationSchema, teamItemParams } from "@/lib/domain/validations/team";

export const teamEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/team",
  summary: "Your team: members (role, which events) and invitations still waiting",
  tags: ["team"],
  auth: "required",
  success: {
    status: 200,
    description:
      "`data` has members ({_id, name, email, role, roleLabel, scope, since}) and invitations ({_id, email, role, roleLabel, scope, expiresAt})",
  },
});

export const inviteEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/team/invitations",
  summary:
    "Invite an e-mail address to your team as co_organiser, finance or check_in, for one event (`eventId`) or all your events; the single-use link is e-mailed and expires in 7 days",
  tags: ["team"],
  auth: "required",
  body: invitationSchema,
  success: { status: 201, description: "`data` is {_id, expiresAt}" },
});

export const withdrawInvitationEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/team/invitations/{id}",
  summary: "Withdraw an invitation not yet accepted",
  tags: ["team"],
  auth: "required",
  params: teamItemParams,
  success: { status: 200, description: "`data` is null" },
});

export const acceptInvitationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/team/invitations/accept",
  summary: "Accept an invitation with its token, signed in with the invited e-mail address (each invitation once)",
  tags: ["team"],
  auth: "required",
  body: acceptInvitationSchema,
  success: { status: 200, description: "`data` is {membershipId}; 409 when used, withdrawn or expired" },
});

export const revokeMemberEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/team/members/{id}",
  summary: "Remove a member from your team; their access ends at once",
  tags: ["team"],
  auth: "required",
  params: teamItemParams,
  success: { status: 200, description: "`data` is null" },
});
