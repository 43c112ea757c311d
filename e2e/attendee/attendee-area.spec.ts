import { expect, test } from "../fixtures/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";

type EventSummary = { _id: string; eventTitle: string; ticketPrice: number; ticketPurchaseLimit: number; ticketsAvailable: number };

test("a favourite added as a visitor shows as saved, is still there after login, and a second press removes it", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const account = await verifiedAccount(request, baseURL as string, "fav");
  const events: EventSummary[] = (await (await request.get("/api/v1/events")).json()).data;
  const [event, other] = events as [EventSummary, EventSummary];

  await page.goto(`/event-details/${event._id}`);
  await page.getByRole("button", { name: "Add to favourites" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved to favourites" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from favourites" })).toBeVisible();
  // Kept in this browser: the page knows it after a reload.
  await page.reload();
  await expect(page.getByText("Saved to favourites")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from favourites" })).toBeVisible();

  await page.goto("/login?callbackUrl=%2Fdashboard%2Fevent-favorite");
  await logInThroughForm(page, account.email, account.password);
  await page.waitForURL("**/dashboard/event-favorite", { timeout: 10_000 });
  await expect(page.getByRole("link", { name: event.eventTitle }).first()).toBeVisible();

  // Signed in, the event page reads the account: saved, and a second press removes it.
  await page.goto(`/event-details/${event._id}`);
  await page.getByRole("button", { name: "Remove from favourites" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Removed from favourites" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to favourites" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Add to favourites" })).toBeVisible();

  // Added on the account, it is listed, and removed from the list.
  await page.goto(`/event-details/${other._id}`);
  await page.getByRole("button", { name: "Add to favourites" }).click();
  await expect(page.getByRole("button", { name: "Remove from favourites" })).toBeVisible();
  await page.goto("/dashboard/event-favorite");
  await expect(page.getByRole("link", { name: event.eventTitle })).toHaveCount(0);
  await page.getByRole("button", { name: `Remove ${other.eventTitle} from favourites` }).click();
  await expect(page.getByText("No favourite events yet")).toBeVisible();
});

test("profile changes persist across a reload; after logout, Back shows the login page", async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const account = await verifiedAccount(request, baseURL as string, "profile");
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fprofile");
  await logInThroughForm(page, account.email, account.password);
  await page.waitForURL("**/dashboard/profile", { timeout: 10_000 });

  await page.getByRole("textbox", { name: "Full name" }).fill("Ngozi Okeke-Bello");
  await page.getByRole("textbox", { name: "Phone number" }).fill("8097654321");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Ngozi Okeke-Bello");
  await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue("8097654321");
  await expect(page.getByText("Welcome, Ngozi Okeke-Bello")).toBeVisible();

  await page.goto("/dashboard/logout");
  await page.getByRole("button", { name: "Yes" }).click();
  await page.waitForURL("**/login");
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("Ngozi Okeke-Bello")).toHaveCount(0);
});

test("after buying, the event is under Upcoming with the ticket's QR code", async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const account = await verifiedAccount(request, baseURL as string, "upcoming");
  const events: EventSummary[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  const free = events.find((event) => event.ticketPrice === 0 && event.ticketsAvailable > 5) as EventSummary;

  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/purchase-details/${free._id}`)}`);
  await logInThroughForm(page, account.email, account.password);
  await page.getByLabel("Number of tickets").fill("1");
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
  await page.waitForURL(/ticket-details-after-purchase/, { timeout: 15_000 });

  await page.goto("/dashboard/upcoming-events");
  await page.getByRole("link", { name: free.eventTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: free.eventTitle })).toBeVisible();
  await expect(page.getByRole("img", { name: /^QR code for check-in code/ })).toHaveCount(1);
});
