// A real SMTP server for tests: every message it receives becomes one JSON file in `dir`.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const LINK = /https?:\/\/[^\s<>"']+/g;

/**
 * @param {{ dir: string, port?: number }} options
 */
export async function startSmtpCapture({ dir, port = 0 }) {
  await mkdir(dir, { recursive: true });
  let sequence = 0;

  async function keep(stream, session) {
    const parsed = await simpleParser(stream);
    const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
    const message = {
      to: envelopeTo.length > 0 ? envelopeTo : headerAddresses(parsed.to),
      from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
      receivedAt: new Date().toISOString(),
    };
    // Zero-padded time and counter keep file names in arrival order.
    const name = `${String(Date.now()).padStart(15, "0")}-${String(sequence++).padStart(6, "0")}-${randomBytes(3).toString("hex")}.json`;
    const file = path.join(dir, name);
    // Write then rename, so waitForMail never reads half a message.
    await writeFile(`${file}.tmp`, JSON.stringify(message, null, 2));
    await rename(`${file}.tmp`, file);
  }

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    // Pooled clients may keep a connection open; don't let stop() wait the default 30 s for them.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      keep(stream, session).then(() => callback(), callback);
    },
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve(undefined);
    });
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    dir,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

function headerAddresses(field) {
  const groups = Array.isArray(field) ? field : field ? [field] : [];
  return groups.flatMap((group) => group.value.map((entry) => entry.address).filter(Boolean));
}

async function readMessages(dir) {
  let names;
  try {
    names = await readdir(dir);
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".json")).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8"))));
}

function matches(message, { to, subject, since }) {
  const recipient = to.toLowerCase();
  if (!message.to.some((address) => address.toLowerCase() === recipient)) return false;
  if (subject !== undefined && !message.subject.includes(subject)) return false;
  if (since !== undefined && Date.parse(message.receivedAt) < new Date(since).getTime()) return false;
  return true;
}

/**
 * Resolves the newest captured message for `to` (and containing `subject`, received at or after `since`).
 * @param {string} dir
 * @param {{ to: string, subject?: string, since?: Date | number, timeoutMs?: number }} options
 */
export async function waitForMail(dir, { to, subject, since, timeoutMs = 15_000 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await readMessages(dir);
    const found = messages.filter((message) => matches(message, { to, subject, since })).at(-1);
    if (found) return found;
    if (Date.now() >= deadline) {
      const seen = messages.map((message) => `${message.to.join(", ")}: ${message.subject}`);
      throw new Error(
        `No mail to ${to}${subject ? ` with subject containing "${subject}"` : ""} within ${timeoutMs} ms. ` +
          `Captured: ${seen.length ? seen.join("; ") : "nothing"}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The http(s) links in a captured message's plain text, in order. */
export function linksIn(message) {
  return (message.text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ""));
}

/**
 * How many captured messages are for `to` (and contain `subject`).
 * @param {string} dir
 * @param {{ to: string, subject?: string }} options
 */
export async function countMail(dir, { to, subject }) {
  return (await readMessages(dir)).filter((message) => matches(message, { to, subject })).length;
}
