import { expect, test, clientHeaders } from "../fixtures/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { lagosDay, posterPng } from "../fixtures/events";
import { mailTo } from "../fixtures/mailbox";
import { payAndSkipTheResultDelay } from "../fixtures/payment-verify";

test("an organiser sells Regular / VIP / V-VIP with a code; a buyer gets VIP at the discount, and the ticket, e-mail, gate and overview say VIP", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = `Eko Rooftop Party ${testInfo.project.name} ${Date.now() % 100000}`;
  const poster = await posterPng("#ff5722");

  // The organiser, in a browser of their own.
  const organiser = await verifiedAccount(request, baseURL as string, "types-organiser");
  const desk = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders() });
  // SPEC's 3 s from a published event to the list of events passes on the page's own clock.
  await desk.clock.install();
  const admin = await desk.newPage();
  await admin.goto("/login?callbackUrl=%2Fdashboard%2Fcreate-event");
  await logInThroughForm(admin, organiser.email, organiser.password);
  await expect(admin.getByRole("heading", { name: "Create event - Add ticket" })).toBeVisible({ timeout: 10_000 });
  await admin.getByLabel("Event title").fill(title);
  await admin.getByLabel("Description").fill("Sunset on the rooftop with DJs, small chops and a VIP lounge over the lagoon.");
  await admin.getByRole("textbox", { name: "Location", exact: true }).fill("Eko Atlantic, Lagos");
  await admin.getByLabel("Category").selectOption({ label: "Concerts" });
  await admin.getByLabel("Start date").fill(lagosDay(7));
  await admin.getByLabel("Start time").fill("18:00");
  await admin.getByLabel("End date").fill(lagosDay(7));
  await admin.getByLabel("End time").fill("23:00");
  await admin.getByLabel("Number of tables").fill("0");
  await admin.getByLabel("Number of seats").fill("0");
  await admin.getByLabel("Event image").setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: poster });
  await admin.getByRole("button", { name: "Next" }).click();

  const dialog = admin.getByRole("dialog", { name: "Add ticket" });
  await dialog.getByLabel("Ticket price").fill("5000");
  await dialog.getByLabel("Ticket quantity").fill("50");
  await dialog.getByLabel("Purchase limit").fill("4");
  for (const [index, [name, price, quantity]] of [
    ["VIP", "20000", "40"],
    ["V-VIP", "50000", "10"],
  ].entries()) {
    await dialog.getByRole("button", { name: "Add ticket type" }).click();
    await dialog
      .getByLabel("Ticket type name")
      .nth(index)
      .fill(name as string);
    await dialog
      .getByLabel("Price (naira, 0 for free)")
      .nth(index)
      .fill(price as string);
    await dialog
      .getByLabel("Quantity", { exact: true })
      .nth(index)
      .fill(quantity as string);
  }
  await dialog.getByRole("button", { name: "Publish event" }).click();
  await expect(admin.getByRole("dialog", { name: "Congratulations on successfully creating an event!!" })).toBeVisible();
  await admin.clock.fastForward(3_000);
  await admin.waitForURL("**/dashboard/manage-event", { timeout: 15_000 });
  const editHref = (await admin.getByRole("row").filter({ hasText: title }).locator('a[href^="/dashboard/edit-event"]').getAttribute("href")) ?? "";
  const eventId = new URL(editHref, "http://x").searchParams.get("id") ?? "";
  expect(eventId).toMatch(/^[a-f0-9]{24}$/);

  // A code: 20% off VIP.
  await admin.goto(`/dashboard/view-event?id=${eventId}`);
  const codes = admin.getByRole("region", { name: "Promo and access codes" });
  await codes.getByLabel("Code", { exact: true }).fill("VIP20");
  await codes.getByLabel("Amount", { exact: true }).fill("20");
  await codes.getByRole("checkbox", { name: "VIP", exact: true }).check();
  await codes.getByRole("button", { name: "Create code" }).click();
  await expect(codes.getByRole("button", { name: "Deactivate VIP20" })).toBeVisible();

  // The buyer, on this project's device.
  const buyer = await verifiedAccount(request, baseURL as string, "types-buyer");
  await page.clock.install();
  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/event-details/${eventId}`)}`);
  await logInThroughForm(page, buyer.email, buyer.password);
  const tickets = page.getByRole("region", { name: "Tickets" });
  await expect(tickets.getByText("V-VIP")).toBeVisible({ timeout: 10_000 });
  await expect(tickets.getByText("₦20,000")).toBeVisible();
  await tickets.getByRole("link", { name: "Buy ticket" }).click();
  await page.getByLabel("VIP tickets", { exact: true }).fill("1");
  await expect(page.locator("output")).toHaveText("₦20,000");
  await page.getByLabel("Promo or access code").fill("vip20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(/VIP20 applied: you save ₦4,000/)).toBeVisible();
  await expect(page.locator("output")).toHaveText("₦16,000");
  const since = new Date();
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await payAndSkipTheResultDelay(page, () => page.getByRole("button", { name: "Pay", exact: true }).click());
  await expect(page.getByText("Payment successfull")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "View your tickets" }).click();
  await expect(page.getByRole("heading", { name: "Your tickets" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^VIP$/ })).toBeVisible();

  const mail = await mailTo(buyer.email, "Your tickets", since);
  expect(mail.text).toMatch(/VIP · Free seating/);

  // At the gate.
  const attendees = await admin.request.get(`/api/v1/attendees/${eventId}`);
  const [attendee] = (await attendees.json()).data as { checkInCode: string; ticketTypeName: string }[];
  expect(attendee?.ticketTypeName).toBe("VIP");
  await admin.goto(`/dashboard/check-in/${eventId}`);
  await admin.getByLabel("Enter attendee code to check in").fill(attendee?.checkInCode ?? "");
  await admin.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(admin.getByRole("status").filter({ hasText: /^Checked in/ })).toContainText("· VIP ·");

  // The organiser's overview breaks revenue down by type.
  await admin.goto("/dashboard/overview");
  const byType = admin.getByRole("region", { name: "Sales by ticket type" });
  await expect(byType.getByRole("row", { name: /VIP/ })).toContainText("₦16,000");
  await desk.close();
});
