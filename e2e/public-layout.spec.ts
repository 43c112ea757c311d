import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { logInThroughForm, uniqueEmail } from "./fixtures/accounts";
import { eventWithCode } from "./fixtures/coded-event";
import { expect, test } from "./fixtures/test";

/**
 * Every public page and each step of buying, as drawn at the project's width (412 px on the Pixel 7
 * project, a desktop on the other): a screenshot of each, and what a person would see broken fails
 * the test — text squeezed narrower than its longest word (a word per line, or nothing at all), a
 * control drawn over text, or anything running off the side of the screen.
 * The dashboard's tables have their own check (organiser/dashboard-tables.spec.ts).
 */

type Problems = { sideways: number; squeezed: string[]; overlaps: string[] };

/** Measures the page as drawn; runs in the browser. */
function measureLayout(): Problems {
  // Words longer than this (references, e-mail addresses, links) may break anywhere.
  const LONGEST_UNBREAKABLE_WORD = 16;
  const canvas = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
  const label = (element: Element) => `<${element.tagName.toLowerCase()}> “${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}”`;

  /** Hidden, or visually hidden for screen readers (sr-only: clipped to a pixel). */
  const unseen = (element: Element) => {
    // Not drawn at all: display none, visibility hidden, transparent, or inside a closed <details>.
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return true;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === "none" || style.visibility === "hidden" || style.opacity === "0") return true;
      if (style.clipPath !== "none" || (style.clip !== "auto" && style.clip !== "")) return true;
    }
    return false;
  };
  /** Inside something pinned to the screen (the TEST MODE strip, a sticky bar): it moves over the page by design. */
  const pinned = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (["fixed", "sticky"].includes(getComputedStyle(node).position)) return true;
    }
    return false;
  };
  /** The box the text is laid out in: the element itself, or for inline text its nearest block. */
  const layoutBox = (element: Element): HTMLElement => {
    let node = element as HTMLElement;
    while (
      node.parentElement &&
      getComputedStyle(node).display.startsWith("inline") &&
      getComputedStyle(node).display !== "inline-block" &&
      getComputedStyle(node).display !== "inline-flex"
    ) {
      node = node.parentElement;
    }
    return node;
  };
  const contentWidth = (box: HTMLElement) => {
    const style = getComputedStyle(box);
    return (
      box.getBoundingClientRect().width -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight) -
      parseFloat(style.borderLeftWidth) -
      parseFloat(style.borderRightWidth)
    );
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION"].includes(parent.tagName)) continue;
    if (unseen(parent)) continue;
    texts.push(node as Text);
  }

  // The longest word of each element's own text, against the width its box gives it.
  const longestWord = new Map<Element, number>();
  for (const text of texts) {
    const parent = text.parentElement as Element;
    canvas.font = getComputedStyle(parent).font;
    const words = (text.textContent ?? "").split(/\s+/).filter((word) => word && word.length <= LONGEST_UNBREAKABLE_WORD);
    longestWord.set(parent, Math.max(longestWord.get(parent) ?? 0, ...words.map((word) => canvas.measureText(word).width)));
  }
  const squeezed: string[] = [];
  for (const [element, longest] of longestWord) {
    const width = contentWidth(layoutBox(element));
    if (longest > 0 && width + 1 < longest) squeezed.push(`${label(element)} is ${Math.round(width)} px wide for a ${Math.round(longest)} px word`);
  }

  const overlaps = new Set<string>();
  const controls = [...document.querySelectorAll("input:not([type=hidden]), select, textarea, button, [role=button]")].filter((control) => {
    const rect = control.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && !unseen(control) && !pinned(control);
  });
  for (const text of texts) {
    const parent = text.parentElement as Element;
    if (pinned(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    for (const control of controls) {
      if (control.contains(parent) || parent.contains(control)) continue;
      const box = control.getBoundingClientRect();
      for (const line of lines) {
        const across = Math.min(box.right, line.right) - Math.max(box.left, line.left);
        const down = Math.min(box.bottom, line.bottom) - Math.max(box.top, line.top);
        if (across > 2 && down > 2) overlaps.add(`${label(control)} lies over the text ${label(parent)}`);
      }
    }
  }

  return {
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    squeezed,
    overlaps: [...overlaps],
  };
}

/** The TEST MODE strip stays at the foot of the screen: left out of the pictures, so it hides nothing. */
const shot = { fullPage: true, style: "aside[aria-label='Payments test mode'] { display: none }" };

async function checkLayout(page: Page, name: string, testInfo: TestInfo) {
  await testInfo.attach(`${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`, { body: await page.screenshot(shot), contentType: "image/png" });
  const problems = await page.evaluate(measureLayout);
  expect(problems.squeezed, `${name}: text squeezed narrower than its longest word`).toEqual([]);
  expect(problems.overlaps, `${name}: controls drawn over text`).toEqual([]);
  expect(problems.sideways, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(1);
}

/** A guest's order of the event's first type, through the TEST MODE checkout: declined or paid; answers its reference. */
async function guestOrder(request: APIRequestContext, eventId: string, outcome: "pay" | "decline") {
  const event = (await (await request.get(`/api/v1/event/${eventId}`)).json()).data;
  const held = await request.post(`/api/v1/events/${eventId}/guest-tickets`, {
    data: {
      fullName: "Oluwaseun Adebayo-Okonkwo",
      email: uniqueEmail("layout"),
      phoneNo: "0803 123 4567",
      tickets: [{ ticketTypeId: event.ticketTypes[0]._id, quantity: 2 }],
      needCarPackingSpace: "no",
      specialRequest: "",
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const checkout = await request.post(`/api/v1/payment/${(await held.json()).data[0]._id}`);
  expect(checkout.status(), await checkout.text()).toBe(200);
  const reference = (await checkout.json()).data.reference as string;
  const pressed = await request.post(`/api/test-gateway/checkout/${reference}`, { form: { outcome }, maxRedirects: 0 });
  expect(pressed.status()).toBe(303);
  return reference;
}

test("every public page and each step of buying is drawn whole: no squeezed text, no control over text, nothing off screen", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const { eventId, organiser } = await eventWithCode(
    request,
    baseURL as string,
    `Layout Check Highlife Evening ${testInfo.project.name} ${Date.now() % 100000}`,
    [
      { name: "Early bird regular", price: 15_000, quantity: 20, description: "Entry before 8 pm, standing area by the stage" },
      { name: "VIP table for two", price: 75_000, quantity: 10, description: "A reserved table, a bottle and small chops" },
      { name: "Backstage pass", price: 150_000, quantity: 5 },
    ],
  );
  const declined = await guestOrder(request, eventId, "decline");
  const paid = await guestOrder(request, eventId, "pay");
  const ticketsUrl = (await (await request.get(`/api/v1/verify?reference=${paid}`)).json()).data.ticketsUrl as string;
  expect(ticketsUrl).toMatch(/^\/orders\/[a-f0-9]{32}\?k=/);

  await page.clock.install();
  await page.goto("/");
  await checkLayout(page, "home", testInfo);

  await page.goto(`/event-details/${eventId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkLayout(page, "event page", testInfo);

  await page.goto(`/buy/${eventId}`);
  await page.getByLabel("Early bird regular tickets", { exact: true }).fill("2");
  await page.getByLabel("VIP table for two tickets", { exact: true }).fill("1");
  await expect(page.locator("output")).toHaveText("₦105,000");
  await checkLayout(page, "buy: the purchase form with three ticket types", testInfo);

  await page.getByLabel("Full name").fill("Oluwaseun Adebayo-Okonkwo");
  await page.getByLabel("Email").fill(uniqueEmail("layout"));
  await page.getByLabel("Phone number").fill("8031234567");
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await checkLayout(page, "checkout (TEST MODE)", testInfo);

  for (const [reference, result, name] of [
    [declined, "Payment failed, please try again", "checkout return: declined"],
    [paid, "Payment successfull", "checkout return: paid"],
  ] as const) {
    const verified = page.waitForResponse((response) => response.url().includes("/api/v1/verify?reference="));
    await page.goto(`/payment-verify?reference=${reference}`);
    await (await verified).finished();
    await page.clock.fastForward(3_000);
    await expect(page.getByText(result)).toBeVisible();
    await checkLayout(page, name, testInfo);
  }

  await page.goto(ticketsUrl);
  await expect(page.getByRole("img", { name: /^QR code for check-in code/ })).toHaveCount(2);
  await checkLayout(page, "the order's tickets (no login)", testInfo);

  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/scan/${eventId}`)}`);
  await checkLayout(page, "login", testInfo);
  await logInThroughForm(page, organiser.email, organiser.password);
  await expect(page.getByRole("status", { name: "Sync" })).toContainText("Last synced", { timeout: 20_000 });
  await checkLayout(page, "gate scanner", testInfo);
});
