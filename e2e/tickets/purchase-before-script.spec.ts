import { clientHeaders, expect, test } from "../fixtures/test";

type EventSummary = { _id: string; ticketPrice: number; ticketsAvailable: number; ticketTypes: unknown[] };

// A slow phone: the page is on screen before its script runs. The purchase form is sent by that
// script; sent before it, the browser would post it to the page, which comes back with the count
// reset to 1 (and a second press buys one ticket). So its button waits for the script.
test("before the page's script runs, Proceed to checkout cannot be pressed; once it runs, it can", async ({ browser, request, baseURL }) => {
  const events: EventSummary[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  const event = events.find((candidate) => candidate.ticketPrice > 0 && candidate.ticketsAvailable >= 2 && candidate.ticketTypes.length === 1);
  if (!event) throw new Error("No paid event to buy from");

  const scriptless = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: clientHeaders() });
  const before = await scriptless.newPage();
  await before.goto(`/buy/${event._id}`);
  await before.getByLabel("Number of tickets").fill("2");
  // Disabled, it cannot be pressed, and Enter in a field does not send the form either (HTML).
  await expect(before.getByRole("button", { name: "Proceed to checkout" })).toBeDisabled();
  // A form that posts to a server action works without the script: its button is not held back.
  await before.goto("/login");
  await expect(before.getByRole("button", { name: "Login" })).toBeEnabled();
  await scriptless.close();

  const scripted = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders() });
  const after = await scripted.newPage();
  await after.goto(`/buy/${event._id}`);
  await expect(after.getByRole("button", { name: "Proceed to checkout" })).toBeEnabled();
  await scripted.close();
});
