// Waitlist: the sweep — offers out settled on time, and offers made wherever seats and people meet.
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { makeWaitlistOffers } from "@/lib/domain/waitlist/make-offers";
import { settleOffer } from "@/lib/domain/waitlist/settle-offer";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";

const BATCH = 500;

/**
 * One sweep: every offer out is settled (expired on time, bought, or repaired after a crash), then
 * each event with people waiting gets the offers its free seats allow. So a crash, or a nudge that
 * never came, is made good within one sweep. Every step is conditional: all instances may sweep.
 */
export async function sweepWaitlist(now = new Date()): Promise<{ settled: number; offers: number }> {
  await connectToDatabase();
  const out = await WaitlistEntry.find({ status: "offered" }).limit(BATCH).lean<LeanWaitlistEntry[]>();
  let settled = 0;
  for (const entry of out) if (await settleOffer(entry, now)) settled += 1;
  const events = (await WaitlistEntry.distinct("event", { status: "waiting" })).map(String);
  let offers = 0;
  for (const eventId of events) {
    try {
      offers += await makeWaitlistOffers(eventId, now);
    } catch (error) {
      logger.error("could not make waitlist offers", { eventId, error });
    }
  }
  return { settled, offers };
}
