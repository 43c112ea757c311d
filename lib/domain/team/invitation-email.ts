import { renderEmail } from "@/lib/domain/mail/layout";
import type { EmailTemplate } from "@/lib/domain/mail/templates";
import { SITE_NAME } from "@/lib/platform/site";

type InvitationMail = { ownerName: string; roleLabel: string; scope: string; url: string; days: number };

/** The invitation to an organiser's team: who invites, as what, to which events, and the single-use link. */
export function teamInvitationEmail({ ownerName, roleLabel, scope, url, days }: InvitationMail): EmailTemplate {
  return {
    subject: `${ownerName} invites you to their team on ${SITE_NAME}`,
    ...renderEmail({
      preheader: `${roleLabel} for ${scope}.`,
      heading: "You are invited to an event team",
      paragraphs: [
        `${ownerName} invites you to join their team as ${roleLabel.toLowerCase()} for ${scope}.`,
        `Log in (or sign up) with this e-mail address, then open the link to accept. It works once and expires in ${days} days.`,
      ],
      action: { label: "Accept the invitation", url },
      footnote: "If you were not expecting this, you can ignore this e-mail.",
    }),
  };
}
