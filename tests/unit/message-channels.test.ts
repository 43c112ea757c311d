import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isWhatsappSignature } from "@/lib/domain/messages/channels/whatsapp-signature";
import type { ChannelMessage } from "@/lib/domain/messages/channels/types";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> };

/** A local stand-in for the providers: records each request and answers what the test queued. */
let server: Server;
let origin: string;
const received: Received[] = [];
let answers: { status: number; body: unknown }[] = [];
const first = () => received.at(0) as Received;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(raw || "{}") as Record<string, unknown>,
      });
      const answer = answers.shift() ?? { status: 200, body: {} };
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const KEYS = [
  "TERMII_API_KEY",
  "TERMII_SENDER_ID",
  "TERMII_BASE_URL",
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_API_URL",
  "WHATSAPP_TEMPLATE_REMINDER",
  "SMS_DIR",
  "WHATSAPP_DIR",
];
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));
let outbox: string;

beforeEach(async () => {
  received.length = 0;
  answers = [];
  outbox = await mkdtemp(path.join(os.tmpdir(), "scheditix-channels-"));
  for (const key of KEYS) delete process.env[key];
  process.env.SMS_DIR = path.join(outbox, "sms");
  process.env.WHATSAPP_DIR = path.join(outbox, "whatsapp");
  vi.resetModules();
});

afterEach(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.resetModules();
  await rm(outbox, { recursive: true, force: true });
});

const reminder: ChannelMessage = {
  to: "+2348031234567",
  kind: "reminder",
  subject: "Tomorrow: Lagos Jazz Night",
  text: "Lagos Jazz Night starts tomorrow at 19:00.\nYour tickets: https://example.test/orders/x?k=y",
  params: ["Ada", "Lagos Jazz Night", "Sat 12 Dec, 19:00", "https://example.test/orders/x?k=y", "https://maps.example/?q=Eko"],
};

describe("the Termii SMS channel", () => {
  it("posts Termii's sms/send body: number without +, sender ID, plain, DND route for reminders", async () => {
    process.env.TERMII_API_KEY = "termii-test-key";
    process.env.TERMII_SENDER_ID = "Scheditix";
    process.env.TERMII_BASE_URL = origin;
    answers.push({ status: 200, body: { message_id: "3017544054459493536", message: "Successfully Sent", balance: 9, user: "Test" } });
    const { sendSms } = await import("@/lib/domain/messages/channels/sms");
    await expect(sendSms(reminder)).resolves.toEqual({ providerId: "3017544054459493536" });
    expect(received).toHaveLength(1);
    expect(first()).toMatchObject({ method: "POST", url: "/api/sms/send" });
    expect(first().headers["content-type"]).toBe("application/json");
    expect(first().body).toEqual({
      api_key: "termii-test-key",
      to: "2348031234567",
      from: "Scheditix",
      sms: reminder.text,
      type: "plain",
      channel: "dnd",
    });
  });

  it("sends the organiser's own messages on the generic route", async () => {
    process.env.TERMII_API_KEY = "termii-test-key";
    process.env.TERMII_BASE_URL = origin;
    answers.push({ status: 200, body: { message_id: 42 } });
    const { sendSms } = await import("@/lib/domain/messages/channels/sms");
    await sendSms({ ...reminder, kind: "organiser" });
    expect(first().body.channel).toBe("generic");
  });

  it("reports a refusal as permanent and a server fault as worth another try", async () => {
    process.env.TERMII_API_KEY = "termii-test-key";
    process.env.TERMII_BASE_URL = origin;
    answers.push({ status: 400, body: { message: "Invalid phone number" } }, { status: 503, body: {} });
    const { sendSms } = await import("@/lib/domain/messages/channels/sms");
    await expect(sendSms(reminder)).rejects.toMatchObject({ permanent: true, message: expect.stringContaining("Invalid phone number") });
    await expect(sendSms(reminder)).rejects.toMatchObject({ permanent: false });
  });

  it("keeps the message in the SMS outbox when Termii is not configured", async () => {
    const { sendSms } = await import("@/lib/domain/messages/channels/sms");
    const receipt = await sendSms({ ...reminder, senderId: "organiser-1" });
    expect(received).toHaveLength(0);
    const files = await readdir(path.join(outbox, "sms"));
    expect(files).toHaveLength(1);
    expect(receipt.providerId).toBe(`outbox-${(files[0] as string).replace(/\.json$/, "")}`);
    const kept = JSON.parse(await readFile(path.join(outbox, "sms", files[0] as string), "utf8")) as Record<string, unknown>;
    expect(kept).toMatchObject({ channel: "sms", to: "+2348031234567", text: reminder.text, senderId: "organiser-1" });
  });
});

describe("the WhatsApp Cloud API channel", () => {
  it("posts the approved template with its body parameters, under the bearer token", async () => {
    process.env.WHATSAPP_TOKEN = "wa-token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "1234567890";
    process.env.WHATSAPP_API_URL = `${origin}/v21.0`;
    process.env.WHATSAPP_TEMPLATE_REMINDER = "event_reminder_v2";
    answers.push({ status: 200, body: { messaging_product: "whatsapp", contacts: [{ wa_id: "2348031234567" }], messages: [{ id: "wamid.HBgN" }] } });
    const { sendWhatsapp } = await import("@/lib/domain/messages/channels/whatsapp");
    await expect(sendWhatsapp(reminder)).resolves.toEqual({ providerId: "wamid.HBgN" });
    expect(first()).toMatchObject({ method: "POST", url: "/v21.0/1234567890/messages" });
    expect(first().headers.authorization).toBe("Bearer wa-token");
    expect(first().body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "2348031234567",
      type: "template",
      template: {
        name: "event_reminder_v2",
        language: { code: "en" },
        components: [{ type: "body", parameters: reminder.params.map((text) => ({ type: "text", text })) }],
      },
    });
  });

  it("flattens new lines, which template parameters may not hold", async () => {
    process.env.WHATSAPP_TOKEN = "wa-token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "1";
    process.env.WHATSAPP_API_URL = origin;
    answers.push({ status: 200, body: { messages: [{ id: "wamid.2" }] } });
    const { sendWhatsapp } = await import("@/lib/domain/messages/channels/whatsapp");
    await sendWhatsapp({ ...reminder, kind: "organiser", params: ["Doors open at 6.\n\nBring your ID."] });
    const template = first().body.template as { name: string; components: [{ parameters: [{ text: string }] }] };
    expect(template.name).toBe("organiser_message");
    expect(template.components[0].parameters[0].text).toBe("Doors open at 6. · Bring your ID.");
  });

  it("reports the Graph API's error", async () => {
    process.env.WHATSAPP_TOKEN = "wa-token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "1";
    process.env.WHATSAPP_API_URL = origin;
    answers.push({ status: 400, body: { error: { message: "(#132001) Template name does not exist in the translation", code: 132001 } } });
    const { sendWhatsapp } = await import("@/lib/domain/messages/channels/whatsapp");
    await expect(sendWhatsapp(reminder)).rejects.toMatchObject({ permanent: true, message: expect.stringContaining("132001") });
  });

  it("keeps the template and its parameters in the WhatsApp outbox when not configured", async () => {
    const { sendWhatsapp } = await import("@/lib/domain/messages/channels/whatsapp");
    await sendWhatsapp(reminder);
    const files = await readdir(path.join(outbox, "whatsapp"));
    const kept = JSON.parse(await readFile(path.join(outbox, "whatsapp", files[0] as string), "utf8")) as Record<string, unknown>;
    expect(kept).toMatchObject({ channel: "whatsapp", to: "+2348031234567", template: "event_reminder", params: reminder.params });
  });
});

describe("WhatsApp's callback signature", () => {
  const body = JSON.stringify({ object: "whatsapp_business_account", entry: [] });
  const signed = (secret: string, text = body) => `sha256=${createHmac("sha256", secret).update(text).digest("hex")}`;

  it("accepts the HMAC-SHA256 of the raw body under the app secret", () => {
    expect(isWhatsappSignature(body, signed("app-secret"), "app-secret")).toBe(true);
  });

  it.each([
    ["another secret", signed("other-secret")],
    ["another body", signed("app-secret", `${body} `)],
    ["no prefix", signed("app-secret").slice("sha256=".length)],
    ["a cut signature", signed("app-secret").slice(0, 40)],
    ["none", null],
  ])("refuses %s", (_, header) => {
    expect(isWhatsappSignature(body, header, "app-secret")).toBe(false);
  });

  it("refuses everything when no app secret is configured", () => {
    expect(isWhatsappSignature(body, signed(""), undefined)).toBe(false);
  });
});
