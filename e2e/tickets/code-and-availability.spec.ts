import { expect, test } from "../fixtures/test";

type ListedType = { name: string; left: number; state: string; hidden: boolean };
type Listed = { _id: string; eventTitle: string; ticketQuantity: number; ticketSold: number; ticketsAvailable: number; ticketTypes: ListedType[] };

async function eventTitled(request: import("@playwright/test").APIRequestContext, title: string): Promise<Listed> {
  const events: Listed[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  const event = events.find((candidate) => candidate.eventTitle === title);
  expect(event, title).toBeDefined();
  return event as Listed;
}

test('"Have a code?" stands above the ticket types on the purchase form', async ({ page, request }) => {
  const event = await eventTitled(request, "Afrobeats Under the Stars");
  await page.goto(`/buy/${event._id}`);
  const code = page.getByRole("textbox", { name: /^Have a code\?/ });
  const types = page.getByRole("group", { name: "Tickets" });
  await expect(code).toBeVisible();
  await expect(types.getByLabel("VIP tickets", { exact: true })).toBeVisible();
  const codeBox = await code.boundingBox();
  const typesBox = await types.boundingBox();
  expect(codeBox && typesBox && codeBox.y + codeBox.height <= typesBox.y).toBe(true);
});

test("Tickets available leaves out a type whose sale has ended", async ({ page, request }) => {
  // The festival's early-bird sales have ended with tickets unsold; only Regular is left to buy.
  const event = await eventTitled(request, "Lagos Jollof & Suya Festival");
  const regular = event.ticketTypes.find((type) => type.name === "Regular") as ListedType;
  expect(event.ticketTypes.find((type) => type.name === "Early bird")?.state).toBe("ended");
  expect(event.ticketsAvailable).toBe(regular.left);
  expect(event.ticketsAvailable).toBeLessThan(event.ticketQuantity - event.ticketSold);

  await page.goto(`/event-details/${event._id}`);
  const facts = page.getByRole("region", { name: "Event information" });
  await expect(facts.getByRole("definition").last()).toHaveText(regular.left.toLocaleString("en-NG"));
});
