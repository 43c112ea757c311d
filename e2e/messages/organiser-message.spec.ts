import { verifiedAccount, logInThroughForm } from "../fixtures/accounts";
import { publishedEventId } from "../fixtures/events";
import { mailTo } from "../fixtures/mailbox";
import { bearer, boughtTickets } from "../fixtures/organiser-api";
import { expect, test } from "../fixtures/test";

test("an organiser messages every holder by SMS, WhatsApp and e-mail, sees the deliveries, and reads them in the outbox", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const account = await verifiedAccount(request, origin, "messenger");
  const organiser = await bearer(request, account.email, account.password);
  const eventTitle = `Ikoyi Poetry Night ${Date.now().toString(36)}`;
  const eventId = await publishedEventId(request, organiser.token, { eventTitle, ticketPrice: "0", ticketQuantity: "20" });
  const first = await boughtTickets(request, origin, { _id: eventId, ticketPrice: 0 }, 2, "Amaka Nwosu");
  const second = await boughtTickets(request, origin, { _id: eventId, ticketPrice: 0 }, 1, "Tunde Bello");

  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/messages/${eventId}`)}`);
  await logInThroughForm(page, account.email, account.password);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(eventTitle)).toBeVisible();

  const since = new Date();
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("all_holders");
  await expect(page.getByRole("checkbox", { name: /E-mail/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /^SMS/ }).check();
  await page.getByRole("checkbox", { name: /^WhatsApp/ }).check();
  await page.getByRole("textbox", { name: "Subject" }).fill("Gates open at 6 pm");
  await page.getByRole("textbox", { name: "Message" }).fill("Doors open at 6 pm. Bring your ticket on your phone; parking is at the back.");
  await page.screenshot({ path: test.info().outputPath("compose-desktop.png"), fullPage: true });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();

  // Two holders: two e-mails; they share one phone number, so one SMS and one WhatsApp message.
  const messages = page.getByRole("table", { name: "Messages" });
  const deliveries = page.getByRole("table", { name: "Deliveries" });
  await expect(async () => {
    await page.reload();
    const counts = page.getByLabel("Deliveries of your messages by status");
    await expect(counts.getByText("Sent", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText("4", { timeout: 1_000 });
    await expect(messages.getByRole("row", { name: /Gates open at 6 pm/ })).toContainText("2 people · 4 sent", { timeout: 1_000 });
    for (const holder of [first, second]) {
      await expect(deliveries.getByRole("row", { name: new RegExp(holder.email, "i") })).toContainText("Sent", { timeout: 1_000 });
    }
  }).toPass({ timeout: 30_000 });
  await expect(deliveries.getByRole("row", { name: /\+2348021234567/ })).toHaveCount(2);

  await page.setViewportSize({ width: 412, height: 915 });
  await page.screenshot({ path: test.info().outputPath("compose-412.png"), fullPage: true });

  // The e-mail went over SMTP, with the opt-out link.
  const mail = await mailTo(first.email, "Gates open at 6 pm", since);
  expect(mail.text).toContain("Doors open at 6 pm.");
  expect(mail.text).toMatch(/\/messages\/opt-out\/\S+/);

  // SMS and WhatsApp have no provider configured here: their TEST MODE outboxes show them to their sender.
  await page.goto("/test-mode/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "TEST MODE outbox" })).toBeVisible();
  const list = page.getByRole("list", { name: "Messages, newest first" });
  // Test accounts share one phone number, so the organiser also sees earlier runs' messages to it: this run's name its event.
  const ofThisEvent = list.getByRole("listitem").filter({ hasText: eventTitle });
  const sms = ofThisEvent.filter({ has: page.getByText("SMS", { exact: true }) });
  const whatsapp = ofThisEvent.filter({ has: page.getByText("WhatsApp", { exact: true }) });
  await expect(sms).toHaveCount(1);
  await expect(whatsapp).toHaveCount(1);
  await expect(sms).toContainText("To +2348021234567");
  await expect(sms).toContainText(`${eventTitle}: Doors open at 6 pm.`);
  await expect(whatsapp).toContainText("organiser_message");
  // Long links wrap: nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await page.screenshot({ path: test.info().outputPath("outbox-412.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath("outbox-desktop.png"), fullPage: true });
});
