import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { LocalTicket } from "@/lib/browser/gate-offline/gate-db";
import { newestIssueIn } from "@/lib/browser/gate-offline/record-scan";
import { isSignedByEvent } from "@/lib/browser/gate-offline/verify-ticket-signature";
import { checkInCodeOf, parseTicketPayload, signedPart, type SeatIssue } from "@/lib/domain/gate/ticket-payload";
import { maskedContact, maskedEmail, maskedPhone } from "@/lib/domain/tickets/holders/mask-contact";

const EVENT = "0123456789abcdef01234567";
const ORDER = "89abcdef0123456789abcdef";
const pair = generateKeyPairSync("ed25519");
const publicKey = pair.publicKey.export({ format: "jwk" }).x as string;

/** A QR text as the server signs it: with the seat and issue for a ticket issued by a transfer. */
function signed(code: string, seat?: SeatIssue) {
  const part = signedPart(code, EVENT, "-", seat);
  return `${part}.${sign(null, Buffer.from(part), pair.privateKey).toString("base64url")}`;
}

const listed = (order: string, seatIndex: number, issue?: number): LocalTicket => ({
  id: `${order}-${seatIndex}-${issue ?? 1}`,
  key: "key",
  name: "",
  phoneEnd: "",
  phoneKey: "",
  type: "Regular",
  seat: "",
  status: "valid",
  order,
  admittedAt: null,
  admittedGate: null,
  admittedDevice: null,
  seatIndex,
  ...(issue ? { issue } : {}),
});

describe("a transferred ticket's QR payload", () => {
  it("carries the seat and issue, signed, and still reads as its check-in code", async () => {
    const text = signed("WXYZ2345", { order: ORDER, index: 2, issue: 3 });
    expect(parseTicketPayload(text)).toMatchObject({ code: "WXYZ2345", eventId: EVENT, typeId: "-", seat: { order: ORDER, index: 2, issue: 3 } });
    expect(checkInCodeOf(text)).toBe("WXYZ2345");
    expect(await isSignedByEvent(text, EVENT, publicKey)).toBe(true);
  });

  it("is forged when its issue or seat is changed, and the first tickets' payloads still verify", async () => {
    const text = signed("WXYZ2345", { order: ORDER, index: 2, issue: 3 });
    expect(await isSignedByEvent(text.replace(`.2.3.`, ".2.4."), EVENT, publicKey)).toBe(false);
    expect(await isSignedByEvent(text.replace(`.2.3.`, ".1.3."), EVENT, publicKey)).toBe(false);
    const first = signed("ABCD2345");
    expect(parseTicketPayload(first)?.seat).toBeUndefined();
    expect(await isSignedByEvent(first, EVENT, publicKey)).toBe(true);
  });
});

describe("the newest issue a scanner knows of a seat", () => {
  it("is the highest among the listed tickets of that order and seat, 0 when none", () => {
    const known = [listed(ORDER, 0), listed(ORDER, 0, 2), listed(ORDER, 1), listed("other", 0, 5)];
    expect(newestIssueIn(known, ORDER, 0)).toBe(2);
    expect(newestIssueIn(known, ORDER, 1)).toBe(1);
    expect(newestIssueIn(known, ORDER, 7)).toBe(0);
  });
});

describe("whom a ticket went to, masked", () => {
  it("shows a first name, an initial and the ends of an address or phone", () => {
    expect(maskedContact({ fullName: "Amaka Grace Obi", email: "amaka@example.com" })).toBe("Amaka O. (a***@example.com)");
    expect(maskedContact({ fullName: "Chidi", phone: "8031234567" })).toBe("Chidi (+234 *** *** 4567)");
    expect(maskedEmail("x")).toBe("");
    expect(maskedPhone("")).toBe("");
  });
});
