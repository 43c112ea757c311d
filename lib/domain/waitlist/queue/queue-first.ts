// Waitlist: the queue before the public. Seats that come back while people wait go to offers first.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { freeOfType, type StockOfEvent } from "@/lib/domain/waitlist/queue/free-seats";
import { WaitlistEntry } from "@/models/WaitlistEntry";
import type { Types } from "mongoose";

type QueueEvent = StockOfEvent & { _id: Types.ObjectId | string; waitlist?: { enabled?: boolean | null; used?: boolean | null } | null };

/**
 * Refuses a public purchase of seats a waiting entry could take: for each type bought, while an
 * entry waits for it whose party fits the seats free now, those seats are the queue's (the offer
 * sweep and the nudge after every return make the offers within moments). Seats no waiting party
 * fits stay on sale. Costs nothing on an event nobody ever queued for (`waitlist.used` unset):
 * one indexed read per type otherwise, after the sold-out checks.
 */
export async function refuseQueueJump(event: QueueEvent, lines: { ticketType: string; name: string }[]): Promise<void> {
  if (!event.waitlist?.used || event.waitlist.enabled === false) return;
  for (const line of lines) {
    const type = event.ticketTypes?.find((candidate) => String(candidate._id) === line.ticketType);
    const free = type ? freeOfType(event, type) : 0;
    if (free <= 0) continue;
    const waiting = await WaitlistEntry.exists({ event: event._id, status: "waiting", ticketType: line.ticketType, partySize: { $lte: free } });
    if (waiting) {
      throw new ApiError(
        "conflict",
        `The ${line.name} tickets that came back are offered to the waitlist first. Join the waitlist to be offered the next ones.`,
      );
    }
  }
}
