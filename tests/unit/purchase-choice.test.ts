import { describe, expect, it } from "vitest";
import { chosenLines, listTotal, singleTypeChoice, ticketCount } from "@/components/tickets/purchase/ticket-choice";
import type { PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";

const type = (id: string, price: number) => ({ _id: id, name: id, price }) as unknown as PublicTicketType;
const regular = type("regular", 5_000);
const vip = type("vip", 16_000);

describe("the purchase form's choice", () => {
  it("reads a typed count as a whole number of at least 1", () => {
    expect(ticketCount("3")).toBe(3);
    expect(ticketCount("0")).toBeNull();
    expect(ticketCount("1.5")).toBeNull();
    expect(ticketCount("")).toBeNull();
  });

  it("sends the single type's count as a ticket line too, and no line for a bad count", () => {
    expect(singleTypeChoice("2", "regular")).toEqual({ numberOfTicket: "2", tickets: [{ ticketTypeId: "regular", quantity: 2 }] });
    expect(singleTypeChoice("x", "regular")).toEqual({ numberOfTicket: "x" });
  });

  it("keeps only the types with a count when there are several", () => {
    expect(chosenLines([regular, vip], { regular: "2", vip: "0" }, "1")).toEqual([{ ticketTypeId: "regular", quantity: 2 }]);
    expect(chosenLines([regular], {}, "3")).toEqual([{ ticketTypeId: "regular", quantity: 3 }]);
  });

  it("prices the lines at each type's list price", () => {
    const lines = [
      { ticketTypeId: "regular", quantity: 2 },
      { ticketTypeId: "vip", quantity: 1 },
    ];
    expect(listTotal(lines, [regular, vip], 1_000)).toBe(26_000);
    expect(listTotal([{ ticketTypeId: "gone", quantity: 2 }], [regular], 1_000)).toBe(2_000);
  });
});
