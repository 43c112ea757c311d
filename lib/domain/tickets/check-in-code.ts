import { randomInt } from "node:crypto";

// No 0/O or 1/I/L: codes are read aloud and typed at the door.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** An 8-character check-in code (~40 bits); uniqueness per event is the database's unique index. */
export function newCheckInCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}
