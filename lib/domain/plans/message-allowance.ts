import type { Plan } from "@/lib/domain/plans/plan-limits";

/**
 * What each plan may send to ticket holders, per organiser and rolling day (a fixed 24-hour window):
 * messages written, and deliveries by SMS and WhatsApp, which cost money per message. E-mail is
 * counted only as messages. Automatic reminders and waitlist offers are not counted.
 */
export type MessageAllowance = { messagesPerDay: number; paidDeliveriesPerDay: number };

export const MESSAGE_ALLOWANCE: Record<Plan, MessageAllowance> = {
  basic: { messagesPerDay: 5, paidDeliveriesPerDay: 200 },
  pro: { messagesPerDay: 20, paidDeliveriesPerDay: 5_000 },
  premium: { messagesPerDay: 50, paidDeliveriesPerDay: 50_000 },
};

export const DAY_SECONDS = 24 * 60 * 60;
