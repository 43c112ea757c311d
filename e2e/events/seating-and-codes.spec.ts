import { expect, test } from "../fixtures/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { lagosDay, posterPng } from "../fixtures/events";

test("a standing event publishes with the seating left empty; fewer seats than tickets is only a warning", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Tarkwa Bay Standing Rave ${testInfo.project.name} ${Date.now() % 100000}`;
  const poster = await posterPng();
  // A new organiser of its own (Basic: one event, up to 100 tickets), so the demo organiser's lists stay as other specs expect.
  const organiser = await verifiedAccount(request, baseURL as string, "standing");
  // SPEC's 3 s from a published event to the list of events passes on the page's own clock.
  await page.clock.install();
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fcreate-event");
  await logInThroughForm(page, organiser.email, organiser.password);
  await expect(page.getByRole("heading", { name: "Create event - Add ticket" })).toBeVisible({ timeout: 10_000 });

  await page.getByLabel("Event title").fill(title);
  await page.getByLabel("Description").fill("A standing beach party with DJs from dusk to dawn, boats from Tarkwa Bay jetty every hour.");
  await page.getByRole("textbox", { name: "Location", exact: true }).fill("Tarkwa Bay Beach, Lagos");
  await page.getByLabel("Category").selectOption({ label: "Concerts" });
  await page.getByLabel("Start date").fill(lagosDay(20));
  await page.getByLabel("Start time").fill("18:00");
  await page.getByLabel("End date").fill(lagosDay(21));
  await page.getByLabel("End time").fill("04:00");
  await expect(page.getByLabel("Number of tables")).not.toHaveAttribute("required", "");
  await expect(page.getByLabel("Number of seats")).not.toHaveAttribute("required", "");
  await page.getByLabel("Number of seats").fill("40");
  await page.getByLabel("Event image").setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: poster });
  await page.getByRole("button", { name: "Next" }).click();

  const tickets = page.getByRole("dialog", { name: "Add ticket" });
  await tickets.getByLabel("Ticket price").fill("6000");
  await tickets.getByLabel("Ticket quantity").fill("100");
  await tickets.getByLabel("Purchase limit").fill("4");
  await expect(tickets.getByRole("status").filter({ hasText: "Only 40 seats for 100 tickets: 60 buyers would get no numbered seat" })).toBeVisible();

  // Back to the form: no seats at all is a standing event, and the warning goes.
  await page.keyboard.press("Escape");
  await expect(tickets).toBeHidden();
  await page.getByLabel("Number of seats").fill("");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(tickets.getByText(/buyers would get no numbered seat/)).toHaveCount(0);
  await tickets.getByRole("button", { name: "Publish event" }).click();
  await expect(page.getByRole("dialog", { name: "Congratulations on successfully creating an event!!" })).toBeVisible();
  await page.clock.fastForward(3_000);
  await page.waitForURL("**/dashboard/manage-event", { timeout: 10_000 });

  // The row menu reaches the event's promo codes directly.
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByText("Actions").click();
  await row.getByRole("link", { name: "Promo codes" }).click();
  await page.waitForURL(/\/dashboard\/manage-event-details\?id=[a-f0-9]{24}#promo-codes$/);
  const codes = page.getByRole("region", { name: "Promo and access codes" });
  await expect(codes).toBeInViewport();
  await expect(page.getByRole("region", { name: "Tables and seats" })).toContainText("Free seating — no numbered tables or seats");

  // And so does the event's own list of actions, from the top of its page.
  await page.goto(page.url().replace(/#promo-codes$/, ""));
  await expect(codes).not.toBeInViewport();
  await page.getByRole("list", { name: "Event actions" }).getByRole("link", { name: "Promo codes" }).click();
  await expect(codes).toBeInViewport();
});
