import "server-only";
import { newLinkNonce } from "@/lib/domain/tickets/holders/ticket-own-link";

type OrderHolders = { holders?: { name?: string | null; phone?: string | null }[] | null };

/** What a newly issued seat carries for its holder: its own link's nonce, and the holder named at purchase. */
export function ownLinkAndHolder(order: OrderHolders, seatIndex: number) {
  const holder = order.holders?.[seatIndex];
  return {
    linkNonce: newLinkNonce(),
    issueNumber: 1,
    ...(holder?.name ? { holderName: holder.name } : {}),
    ...(holder?.phone ? { holderPhone: holder.phone } : {}),
  };
}
