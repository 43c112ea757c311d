// Resale: what the holder is told when a ticket is listed, withdrawn, and sold.
import "server-only";
import { logger } from "@/lib/platform/logger";
import { formatKobo } from "@/lib/platform/format";
import { lagosClock } from "@/lib/platform/time/lagos";
import { renderEmail } from "@/lib/domain/mail/layout";
import { sendMail } from "@/lib/domain/mail/send-mail";
import type { EmailTemplate } from "@/lib/domain/mail/templates";

type Told = { to?: string | null; fullname: string; eventTitle: string; checkInCode: string; ticketsUrl: string };

const hello = (fullname: string) => (fullname.trim() ? `Hello ${fullname.trim()},` : "Hello,");

function listedEmail(told: Told, refundKobo: number): EmailTemplate {
  const back = refundKobo > 0 ? `you get ${formatKobo(refundKobo)} back` : "it returns your seat (it was free, so there is nothing to refund)";
  return {
    subject: `Your ${told.eventTitle} ticket is on resale`,
    ...renderEmail({
      preheader: `Ticket ${told.checkInCode} is on resale`,
      heading: "Your ticket is on resale",
      paragraphs: [
        `${hello(told.fullname)} ticket ${told.checkInCode} for ${told.eventTitle} is back on sale at face value. When someone buys it, ${back} and the ticket stops admitting.`,
        "Until then it is still yours and still admits. You can take it off sale from your tickets page at any time before it sells.",
      ],
      action: { label: "See your tickets", url: told.ticketsUrl },
    }),
  };
}

function withdrawnEmail(told: Told): EmailTemplate {
  return {
    subject: `Your ${told.eventTitle} ticket is off resale`,
    ...renderEmail({
      preheader: `Ticket ${told.checkInCode} is off resale`,
      heading: "Your ticket is no longer on resale",
      paragraphs: [`${hello(told.fullname)} ticket ${told.checkInCode} for ${told.eventTitle} is off sale and stays yours.`],
      action: { label: "See your tickets", url: told.ticketsUrl },
    }),
  };
}

function soldEmail(told: Told, refundKobo: number, soldAt: Date): EmailTemplate {
  const money =
    refundKobo > 0
      ? `We are returning ${formatKobo(refundKobo)} to how you paid. Refunds usually reach your bank within 5 to 10 working days.`
      : "It was a free ticket, so there is nothing to refund.";
  return {
    subject: `Your ${told.eventTitle} ticket was sold`,
    ...renderEmail({
      preheader: `Ticket ${told.checkInCode} sold`,
      heading: "Your ticket was sold",
      paragraphs: [
        `${hello(told.fullname)} ticket ${told.checkInCode} for ${told.eventTitle} was bought on ${lagosClock(soldAt)} (Lagos time) and no longer admits.`,
        money,
      ],
      action: { label: "See your tickets", url: told.ticketsUrl },
    }),
  };
}

async function send(to: string | null | undefined, mail: EmailTemplate): Promise<void> {
  if (!to) return;
  await sendMail({ to, ...mail }).catch((error: unknown) => logger.error("resale mail failed", { error }));
}

export const mailListed = (told: Told, refundKobo: number) => send(told.to, listedEmail(told, refundKobo));
export const mailWithdrawn = (told: Told) => send(told.to, withdrawnEmail(told));
export const mailSold = (told: Told, refundKobo: number, soldAt: Date) => send(told.to, soldEmail(told, refundKobo, soldAt));
