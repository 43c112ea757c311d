import type { LocalTicket } from "@/lib/browser/gate-offline/gate-db";

export type SignatureCheck = "genuine" | "forged" | "none";

export type LocalVerdict =
  | { kind: "admit"; ticket: LocalTicket; bySignature: false }
  | { kind: "admit"; ticket: null; bySignature: true }
  | { kind: "refuse"; reason: "revoked" | "already_admitted" | "unknown" | "forged"; ticket: LocalTicket | null };

/**
 * What the device decides with no server: the local list first (revoked or already admitted are
 * refused), then the signature, which vouches for a ticket sold after the last sync.
 */
export function decideScan(ticket: LocalTicket | undefined, signature: SignatureCheck): LocalVerdict {
  if (signature === "forged") return { kind: "refuse", reason: "forged", ticket: ticket ?? null };
  if (ticket?.status === "revoked") return { kind: "refuse", reason: "revoked", ticket };
  if (ticket?.status === "checked_in") return { kind: "refuse", reason: "already_admitted", ticket };
  if (ticket) return { kind: "admit", ticket, bySignature: false };
  if (signature === "genuine") return { kind: "admit", ticket: null, bySignature: true };
  return { kind: "refuse", reason: "unknown", ticket: null };
}
