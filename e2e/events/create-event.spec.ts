import { expect, test } from "../fixtures/test";
import { logInThroughForm } from "../fixtures/accounts";
import { lagosDay, posterPng } from "../fixtures/events";
import { DEMO_ORGANISER as ORGANISER } from "../fixtures/organiser-api";

test("an organiser publishes an event with an image; it is on the home page, in its category, in search and on its own page", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Makoko Floating Jazz ${testInfo.project.name} ${Date.now() % 100000}`;
  const poster = await posterPng();

  // SPEC's 3 s from a published event to the list of events passes on the page's own clock.
  await page.clock.install();
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fcreate-event");
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await expect(page.getByRole("heading", { name: "Create event - Add ticket" })).toBeVisible({ timeout: 10_000 });

  await page.getByLabel("Event title").fill(title);
  await page.getByLabel("Description").fill("Jazz on the lagoon with Lagos's finest horn players, food by local vendors and a sunset set.");
  await page.getByRole("textbox", { name: "Location", exact: true }).fill("Makoko Waterfront, Lagos");
  await page.getByLabel("Category").selectOption({ label: "Concerts" });
  // Starts today at midnight, so it is already live when we edit it below.
  await page.getByLabel("Start date").fill(lagosDay(0));
  await page.getByLabel("Start time").fill("00:00");
  await page.getByLabel("End date").fill(lagosDay(1));
  await page.getByLabel("End time").fill("23:00");
  await page.getByLabel("Number of tables").fill("10");
  await page.getByLabel("Number of seats").fill("100");
  await page.getByLabel("Event image").setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: poster });
  await page.getByRole("button", { name: "Next" }).click();

  const tickets = page.getByRole("dialog", { name: "Add ticket" });
  await tickets.getByLabel("Ticket price").fill("7500");
  await tickets.getByLabel("Ticket quantity").fill("100");
  await tickets.getByLabel("Purchase limit").fill("4");
  await tickets.getByLabel("Feature this event on the home page").check();
  await tickets.getByRole("button", { name: "Publish event" }).click();

  await expect(page.getByRole("dialog", { name: "Congratulations on successfully creating an event!!" })).toBeVisible();
  await page.clock.fastForward(3_000);
  await page.waitForURL("**/dashboard/manage-event", { timeout: 10_000 });
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  const editHref = (await row.locator('a[href^="/dashboard/edit-event"]').getAttribute("href")) ?? "";
  const eventId = new URL(editHref, "http://x").searchParams.get("id") ?? "";
  expect(eventId).toMatch(/^[a-f0-9]{24}$/);

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Featured Events" }).getByRole("heading", { name: title })).toBeVisible();

  await page.goto("/event-categories?category=concerts");
  await expect(page.getByText(title).first()).toBeVisible();

  // Signed-in users have no header search box (SPEC 2.2); the visitor's search is tested in landing.spec.
  await page.goto(`/search?q=${encodeURIComponent("makoko floating")}`);
  await expect(page).toHaveURL(/\/search\?q=makoko/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.goto(`/event-details/${eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "Event",
    name: title,
    startDate: `${lagosDay(0)}T00:00:00+01:00`,
    location: { "@type": "Place", name: "Makoko Waterfront, Lagos" },
    offers: [{ name: "Regular", price: 7500, priceCurrency: "NGN", availability: "https://schema.org/InStock" }],
  });
  expect(jsonLd.image[0]).toMatch(/^http/);

  // Live now: the location can change…
  await page.goto(`/dashboard/edit-event?id=${eventId}`);
  await expect(page.getByText(/Quick reminder: after an event goes live/)).toBeVisible();
  await page.getByRole("textbox", { name: "Location", exact: true }).fill("Eko Hotel, Victoria Island, Lagos");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Event updated successfully")).toBeVisible();
  await page.goto(`/event-details/${eventId}`);
  await expect(page.getByText("Eko Hotel, Victoria Island, Lagos").first()).toBeVisible();

  // …but its title is locked, and the server says why.
  const form = { eventTitle: "A different name" };
  const refused = await page.request.patch(`/api/v1/events/${eventId}`, { multipart: form });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toMatch(/only its date, time, location and payment channels can be changed/);
});
