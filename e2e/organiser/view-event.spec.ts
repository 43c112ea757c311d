import { logInThroughForm } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

const ORGANISER = { email: "organiser@scheditix.test", password: "Organiser123!" };

const wholeNumber = (text: string) => Number(text.replaceAll(",", ""));

test("an organiser opens an event from the check-in list and sees its link, facts and seat sales", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fcheckin");
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await expect(page.getByRole("heading", { level: 1, name: "Check In Attendee" })).toBeVisible({ timeout: 10_000 });

  // Row 0 is the header row.
  const row = page.getByRole("table", { name: "Your events" }).getByRole("row").nth(1);
  const title = (await row.getByRole("rowheader").innerText()).trim();
  // The row menu is a <details>; its <summary> reads "Actions for <title>".
  await row.locator("summary").click();
  const viewEvent = row.getByRole("link", { name: "View Event" });
  const href = (await viewEvent.getAttribute("href")) ?? "";
  const eventId = new URL(href, "http://x").searchParams.get("id") ?? "";
  expect(eventId).toMatch(/^[a-f0-9]{24}$/);

  await viewEvent.click();
  await page.waitForURL(`**/dashboard/view-event-attendee?id=${eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const link = page.getByRole("textbox", { name: "Event link" });
  await expect(link).toHaveValue(new RegExp(`/event-details/${eventId}$`));
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();

  // Sold and unsold seats are shown, and together make up every numbered seat.
  const seating = page.getByRole("region", { name: "Tables and seats" });
  const figure = async (name: string) => {
    const term = seating.getByText(name, { exact: true });
    await expect(term).toBeVisible();
    const value = term.locator("xpath=following-sibling::dd[1]");
    await expect(value).toHaveText(/^\d[\d,]*$/);
    return wholeNumber(await value.innerText());
  };
  const sold = await figure("Seats sold");
  const unsold = await figure("Seats unsold");
  const total = (await seating.getByText(/numbered seats/).innerText()).match(/^([\d,]+) numbered seats/)?.[1] ?? "";
  expect(sold + unsold).toBe(wholeNumber(total));
  // The seats sold are the ones handed out so far, as the organiser's own API reports them.
  const login = await (await request.post("/api/v1/login/user/", { data: ORGANISER })).json();
  const mine: { _id: string; seatsAssigned: number; totalSeatNumber: number }[] = (
    await (await request.get(`/api/v1/getPlannerEvent/${login.data._id}`, { headers: { authorization: `Bearer ${login.token}` } })).json()
  ).data;
  const shown = mine.find((candidate) => candidate._id === eventId);
  expect(sold).toBe(Math.min(shown?.seatsAssigned ?? -1, shown?.totalSeatNumber ?? -1));

  await page.getByRole("link", { name: "Back to check-in list" }).click();
  await expect(page).toHaveURL(/\/dashboard\/checkin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check In Attendee" })).toBeVisible();
});
