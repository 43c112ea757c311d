// Not "server-only": the scanner in the browser reads the same shapes.

/** A ticket as the gate knows it: "revoked" covers refunds, voids and cancellations. */
export type GateTicketStatus = "valid" | "checked_in" | "revoked";

/**
 * A ticket as the gate knows it. It carries no check-in code and no phone number: `key` is the
 * keyed hash of its code and `phoneKey` of its holder's phone (lib/domain/gate/list-keys.ts), so a
 * device checks a code or phone it is given without being able to read them out of its list.
 */
export type GateTicket = {
  /** The ticket's id: what an admission from the lookup (no code at hand) is sent as. */
  id: string;
  /** HMAC-SHA256 of the check-in code under the list key, cut to 12 base64url characters. */
  key: string;
  name: string;
  /** The holder phone's last digits ("567"), or "". */
  phoneEnd: string;
  /** The holder phone's keyed hash (8 characters), or "": a typed phone is matched by hashing it. */
  phoneKey: string;
  type: string;
  seat: string;
  status: GateTicketStatus;
  /** The order the ticket belongs to, so a group can be let in together. */
  order: string;
  admittedAt: string | null;
  admittedGate: string | null;
  admittedDevice: string | null;
  /** The ticket's seat within its order and its issue (1, one more per transfer): a scanner refuses an older issue of a seat it has seen newer. */
  seatIndex?: number;
  issue?: number;
};

/** The check-in list of an event, or the changes to it since a version. */
export type CheckInList = {
  eventId: string;
  title: string;
  /** Pass it back as `since` to receive only what changed after this response. */
  version: number;
  /** Whether `tickets` is every ticket (a first download) or only the changed ones. */
  complete: boolean;
  /** The event's Ed25519 public key (raw, base64url) that signed ticket QR codes verify against. */
  publicKey: string;
  /** The key (32 bytes, base64url) the tickets' `key` and `phoneKey` are HMACs under. */
  listKey: string;
  types: { id: string; name: string }[];
  tickets: GateTicket[];
};

/** Why a device refused a scan on its own (its list, or the QR code's signature). */
export const DEVICE_REFUSALS = ["revoked", "already_admitted", "unknown", "forged"] as const;
export type DeviceRefusal = (typeof DEVICE_REFUSALS)[number];

/**
 * The server's verdict on a synced scan; "refused" is a scan the device refused itself, recorded
 * and never admitted; "implausible_time" one dated before the event existed or too far ahead.
 */
export type ScanVerdict = "admitted" | "already_admitted" | "revoked" | "unknown" | "refused" | "implausible_time";

export type ScanOutcome = {
  /** The code as sent, or "" for a scan sent by ticket id (an admission from the lookup). */
  code: string;
  /** The ticket id as sent, for a scan sent by ticket id. */
  ticket?: string;
  scannedAt: string;
  result: ScanVerdict;
  holder: { name: string; type: string; seat: string } | null;
  /** For "already_admitted": the admission that stands. */
  admittedBy: { deviceId: string; gate: string; at: string } | null;
  /** For "refused": why the device refused it. */
  refusedReason?: DeviceRefusal;
};

/** A scan this device let in offline that another device had let in first, or the reverse. */
export type GateConflict = {
  code: string;
  holderName: string;
  /** The device whose admission stands. */
  standing: { deviceId: string; gate: string; at: string };
  /** The device that let the same ticket in later. */
  refused: { deviceId: string; gate: string; at: string };
};

export type SyncResult = { outcomes: ScanOutcome[]; conflicts: GateConflict[]; syncedAt: string };
