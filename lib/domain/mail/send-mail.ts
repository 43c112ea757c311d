import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";

export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid: string };
export type MailMessage = { to: string; subject: string; html: string; text: string; attachments?: MailAttachment[] };

type CachedTransport = { url: string; transporter: Transporter };

// On globalThis so dev-server hot reloads reuse the one SMTP transport instead of opening another each time.
const cache = globalThis as typeof globalThis & { scheditixMailTransport?: CachedTransport };

function transportFor(url: string): Transporter {
  if (cache.scheditixMailTransport?.url !== url) {
    // Short timeouts: a request waiting on mail should fail in seconds, not nodemailer's default minutes.
    // Settings in the URL's query string (e.g. ?pool=true) still win.
    const transporter = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    cache.scheditixMailTransport = { url, transporter };
  }
  return cache.scheditixMailTransport.transporter;
}

function linksIn(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ""));
}

/** Without SMTP the message lands in a local outbox, so sign-up and reset still work offline. */
async function keepInOutbox(message: MailMessage): Promise<void> {
  const { MAIL_DIR, NODE_ENV } = getEnv();
  const dir = path.resolve(MAIL_DIR);
  await mkdir(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  // Colons are not allowed in Windows file names; the name still sorts by time.
  const file = path.join(dir, `${createdAt.replace(/:/g, "-")}-${randomBytes(4).toString("hex")}.json`);
  const { to, subject, text, html } = message;
  const attachments = message.attachments?.map(({ filename, contentType }) => ({ filename, contentType }));
  // Write then rename, so a reader polling the directory never sees half a message.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify({ to, subject, text, html, attachments, createdAt }, null, 2));
  await rename(temporary, file);
  if (NODE_ENV === "production") {
    // Links in mail are secrets (verification and reset tokens); production logs must not carry them.
    logger.warn("SMTP_URL is not set; mail kept in outbox", { to, subject, file });
  } else {
    logger.info("mail kept in outbox", { to, subject, file, links: linksIn(text) });
  }
}

export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = getEnv();
  if (!SMTP_URL) return keepInOutbox(message);
  const { to, subject, text, html, attachments } = message;
  try {
    const info = await transportFor(SMTP_URL).sendMail({ from: MAIL_FROM, to, subject, text, html, attachments });
    logger.info("mail sent", { to, subject, messageId: info.messageId });
  } catch (error) {
    // Never the body: it holds single-use links.
    logger.error("mail could not be sent", { to, subject, error });
    throw error;
  }
}
