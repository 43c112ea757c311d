/** One message as the capture server wrote it to disk. */
export type CapturedMail = {
  /** Envelope recipients (RCPT TO) as the client sent them; nodemailer lowercases the domain. */
  to: string[];
  /** The From header as text, e.g. `Scheditix <no-reply@scheditix.local>`. */
  from: string;
  subject: string;
  /** Decoded plain-text part ("" when the message had none). */
  text: string;
  /** Decoded HTML part ("" when the message had none). */
  html: string;
  /** ISO 8601 time the server finished receiving it. */
  receivedAt: string;
};

export type SmtpCapture = {
  /** Pass as SMTP_URL, e.g. `smtp://127.0.0.1:2525`. */
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
};

/** Starts a plain (no TLS, no auth) SMTP server on 127.0.0.1; `port` 0 or omitted picks a free one. */
export function startSmtpCapture(options: { dir: string; port?: number }): Promise<SmtpCapture>;

/**
 * Polls `dir` until a message to `to` (case-insensitive) arrives, optionally whose subject contains
 * `subject` and received at or after `since`; resolves the newest such message. Rejects after `timeoutMs` (15 s).
 */
export function waitForMail(dir: string, options: { to: string; subject?: string; since?: Date | number; timeoutMs?: number }): Promise<CapturedMail>;

/** The http(s) links in the message's plain text, in order. */
export function linksIn(message: Pick<CapturedMail, "text">): string[];

/** How many captured messages are for `to` (case-insensitive), optionally whose subject contains `subject`. */
export function countMail(dir: string, options: { to: string; subject?: string }): Promise<number>;
