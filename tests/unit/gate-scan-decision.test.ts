import { describe, expect, it } from "vitest";
import { decideScan } from "@/lib/browser/gate-offline/decide-scan";
import type { LocalTicket } from "@/lib/browser/gate-offline/gate-db";
import { checkInCodeOf, parseTicketPayload } from "@/lib/domain/gate/ticket-payload";

const ticket = (status: LocalTicket["status"]): LocalTicket => ({
  id: "0123456789abcdef0123aaaa",
  key: "k3yOfTheCode0000",
  code: "ABCD2345",
  name: "Tunde Bakare",
  phoneEnd: "",
  phoneKey: "",
  type: "VIP",
  seat: "Free seating",
  status,
  order: "order-1",
  admittedAt: null,
  admittedGate: null,
  admittedDevice: null,
});

const SIGNATURE = "A".repeat(86);
const EVENT = "0123456789abcdef01234567";

describe("the offline scanner's decision", () => {
  it("admits a valid ticket from the list", () => {
    expect(decideScan(ticket("valid"), "none")).toMatchObject({ kind: "admit", bySignature: false });
  });

  it("refuses a ticket the list says was refunded, even with a genuine signature", () => {
    expect(decideScan(ticket("revoked"), "genuine")).toMatchObject({ kind: "refuse", reason: "revoked" });
  });

  it("refuses a ticket already admitted", () => {
    expect(decideScan(ticket("checked_in"), "none")).toMatchObject({ kind: "refuse", reason: "already_admitted" });
  });

  it("admits a ticket missing from the list only when its signature is genuine", () => {
    expect(decideScan(undefined, "genuine")).toEqual({ kind: "admit", ticket: null, bySignature: true });
    expect(decideScan(undefined, "none")).toMatchObject({ kind: "refuse", reason: "unknown" });
    expect(decideScan(undefined, "forged")).toMatchObject({ kind: "refuse", reason: "forged" });
  });
});

describe("ticket QR payloads", () => {
  it("reads CODE.event.type.signature and the bare code inside it", () => {
    const text = `ABCD2345.${EVENT}.-.${SIGNATURE}`;
    expect(parseTicketPayload(text)).toEqual({ code: "ABCD2345", eventId: EVENT, typeId: "-", signature: SIGNATURE });
    expect(checkInCodeOf(text)).toBe("ABCD2345");
  });

  it("takes a typed code as a bare code, in capitals", () => {
    expect(parseTicketPayload(" abcd2345 ")).toBeNull();
    expect(checkInCodeOf(" abcd2345 ")).toBe("ABCD2345");
  });

  it("does not take a payload with a short signature or a bad event id", () => {
    expect(parseTicketPayload(`ABCD2345.${EVENT}.-.${SIGNATURE.slice(1)}`)).toBeNull();
    expect(parseTicketPayload(`ABCD2345.xyz.-.${SIGNATURE}`)).toBeNull();
  });
});
