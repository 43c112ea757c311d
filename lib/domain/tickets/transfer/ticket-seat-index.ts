import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { Ticket } from "@/models/Ticket";

const OLD_SEAT_INDEX = "order_1_seatIndex_1";

/**
 * A transfer issues a seat again, so a seat's tickets are unique per issue ({ order, seatIndex,
 * issueNumber }, which the model declares): databases from before transfers still hold the older
 * unique { order, seatIndex } index, which would refuse every transfer. It is dropped once.
 */
export async function dropOldTicketSeatIndex(): Promise<void> {
  await connectToDatabase();
  const indexes = await Ticket.collection.indexes().catch(() => []);
  if (!indexes.some((index) => index.name === OLD_SEAT_INDEX)) return;
  await Ticket.collection.dropIndex(OLD_SEAT_INDEX);
  await Ticket.createIndexes();
  logger.info("dropped the tickets' one-issue-per-seat index: transfers issue a seat again");
}
