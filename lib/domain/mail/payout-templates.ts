import { renderEmail } from "@/lib/domain/mail/layout";
import type { EmailTemplate } from "@/lib/domain/mail/templates";

type PayoutOutcome = {
  fullname: string;
  eventTitle: string;
  amount: string;
  account: string;
  outcome: "paid" | "failed" | "reversed";
  reason: string;
  url: string;
};

const HEADINGS: Record<PayoutOutcome["outcome"], string> = {
  paid: "Your payout has been paid",
  failed: "Your payout could not be paid",
  reversed: "Your payout came back",
};

/** What became of a payout's bank transfer, with the reason, sent once when it settles. */
export function payoutOutcomeEmail({ fullname, eventTitle, amount, account, outcome, reason, url }: PayoutOutcome): EmailTemplate {
  const rendered = renderEmail({
    preheader: `${amount} for ${eventTitle}: ${outcome === "paid" ? "paid" : "not paid"}`,
    heading: HEADINGS[outcome],
    paragraphs: [`Hello ${fullname},`, `Payout of ${amount} for ${eventTitle} to ${account}.`, reason],
    action: { label: "See your payouts", url },
    footnote: "Questions about a payout? Reply to this e-mail.",
  });
  return { subject: `${HEADINGS[outcome]}: ${amount} for ${eventTitle}`, ...rendered };
}
