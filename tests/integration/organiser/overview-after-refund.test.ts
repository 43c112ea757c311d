import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";
import { refund } from "../../support/money";
import { payThroughTestGateway, ticketsOfOrder } from "../../support/purchases";
import { buyTypes, typedEventFor } from "../../support/ticket-types";

describe("the organiser's figures after a partial refund of a mixed-price order", () => {
  it("moves the VIP ticket's own price, and the totals, the chart and sales by type all agree", async () => {
    const { organiser, eventId, ids } = await typedEventFor([
      { name: "Regular", price: 4_000, quantity: 50 },
      { name: "VIP", price: 16_000, quantity: 10 },
    ]);
    const buyer = await verifiedUser();
    const order = (
      await buyTypes(buyer.token, eventId, [
        { ticketTypeId: ids.Regular!, quantity: 2 },
        { ticketTypeId: ids.VIP!, quantity: 1 },
      ])
    ).body.data[0];
    const reference = await payThroughTestGateway(order._id);
    expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");

    const vip = (await ticketsOfOrder(order._id)).find((ticket) => String(ticket.ticketType) === ids.VIP);
    const refunded = await refund(organiser.token, { orderId: order._id, ticketIds: [String(vip?._id)], reason: "Upgrade not wanted" });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body.data).toMatchObject({ quantity: 1, amount: 16_000 });

    const overview = (await api("/api/v1/Overview", { token: organiser.token })).body.data;
    expect(overview).toMatchObject({ totalTicketSold: 2, totalRevenue: 8_000 });
    const days: { tickets: number; revenue: number }[] = overview.salesByDay;
    expect(days.reduce((sum, day) => sum + day.tickets, 0)).toBe(2);
    expect(days.reduce((sum, day) => sum + day.revenue, 0)).toBe(8_000);
    expect(overview.salesByType).toEqual([{ name: "Regular", tickets: 2, revenue: 8_000 }]);

    const sales = (await api(`/api/v1/ticket-sales?eventId=${eventId}`, { token: organiser.token })).body.data;
    expect(sales).toEqual([
      expect.objectContaining({ amount: 24_000, refundedQuantity: 1, refundedAmount: 16_000, netAmount: 8_000, status: "paid" }),
    ]);
    const rest = (await ticketsOfOrder(order._id)).filter((ticket) => ticket.status !== "refunded").map((ticket) => String(ticket._id));
    expect((await refund(organiser.token, { orderId: order._id, ticketIds: rest, reason: "Not coming" })).status).toBe(201);
    const after = (await api(`/api/v1/ticket-sales?eventId=${eventId}`, { token: organiser.token })).body.data;
    expect(after).toEqual([expect.objectContaining({ refundedQuantity: 3, netAmount: 0, status: "refunded" })]);
  });
});
