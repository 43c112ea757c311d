import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const KEYS = ["NODE_ENV", "AUTH_SECRET", "PAYSTACK_SECRET_KEY", "PAYMENTS_TEST_MODE", "MAIL_DIR", "SMS_DIR", "WHATSAPP_DIR"] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));
let dir: string;

async function keep(folder: string, name: string, record: Record<string, unknown>) {
  await mkdir(path.join(dir, folder), { recursive: true });
  await writeFile(path.join(dir, folder, `${name}.json`), JSON.stringify(record));
}

async function viewAs(viewer: { _id: string; email: string } | null) {
  const { outboxView } = await import("@/lib/domain/messages/outbox-view");
  return outboxView(viewer);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "scheditix-outbox-view-"));
  Object.assign(process.env, {
    NODE_ENV: "production",
    AUTH_SECRET: "a-production-secret-of-enough-length-for-the-check-0123456789",
    PAYMENTS_TEST_MODE: "true",
    MAIL_DIR: path.join(dir, "mail"),
    SMS_DIR: path.join(dir, "sms"),
    WHATSAPP_DIR: path.join(dir, "whatsapp"),
  });
  delete process.env.PAYSTACK_SECRET_KEY;
  vi.resetModules();
  await keep("mail", "2026-12-01T10-00-00-a", {
    to: "ada@example.com",
    subject: "Your tickets",
    text: "ticket link",
    createdAt: "2026-12-01T10:00:00Z",
  });
  await keep("mail", "2026-12-01T10-01-00-b", { to: "bola@example.com", subject: "Reset", text: "reset link", createdAt: "2026-12-01T10:01:00Z" });
  await keep("sms", "2026-12-01T10-02-00-c", {
    to: "+2348031234567",
    senderId: "organiser-1",
    text: "Jazz night: 2 seats held",
    createdAt: "2026-12-01T10:02:00Z",
  });
});

afterEach(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  vi.resetModules();
  await rm(dir, { recursive: true, force: true });
});

describe("the TEST MODE outbox on a production server", () => {
  it("shows a visitor what went to their e-mail and what they sent, nothing else", async () => {
    const ada = await viewAs({ _id: "user-ada", email: "Ada@Example.com" });
    expect(ada).toMatchObject({ scope: "own" });
    expect(ada && "entries" in ada ? ada.entries.map((entry) => entry.text) : null).toEqual(["ticket link"]);

    const organiser = await viewAs({ _id: "organiser-1", email: "org@example.com" });
    expect(organiser && "entries" in organiser ? organiser.entries.map((entry) => entry.text) : null).toEqual(["Jazz night: 2 seats held"]);

    expect(await viewAs(null)).toEqual({ scope: "sign_in" });
  });

  it("does not exist on a server taking real payments", async () => {
    process.env.PAYSTACK_SECRET_KEY = "sk_live_example";
    delete process.env.PAYMENTS_TEST_MODE;
    expect(await viewAs({ _id: "user-ada", email: "ada@example.com" })).toBeNull();
  });
});
