import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderEmail } from "@/lib/domain/mail/layout";
import { accountDeletionEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from "@/lib/domain/mail/templates";
import { linksIn, startSmtpCapture, waitForMail, type SmtpCapture } from "../../bench/lib/smtp-capture.mjs";

const url = "https://scheditix.test/email-verification/abc123?next=%2Fdashboard&lang=en";
const hrefOf = (link: string) => `href="${link.replace(/&/g, "&amp;")}"`;
const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

// 300+ characters with `=` and `&`: quoted-printable must encode `=` and wrap the line, and both must be undone.
const longUrl =
  "http://127.0.0.1:3000/reset-password/" +
  "eyJhbGciOiJIUzI1NiJ9.".repeat(6) +
  "?token=" +
  "Zm9vYmFy=".repeat(12) +
  "&email=ada.obi%40example.com&sig=" +
  "a1b2c3d4".repeat(8);

describe("e-mail layout", () => {
  it("escapes HTML in a name, so it cannot inject markup", () => {
    const { html, text } = verificationEmail({ fullname: `<script>alert("x")</script>`, url });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // Plain text is not HTML: the name appears as typed.
    expect(text).toContain(`<script>alert("x")</script>`);
  });

  it("escapes every field it is given", () => {
    const { html } = renderEmail({
      preheader: "<b>pre</b>",
      heading: "<h2>head</h2>",
      paragraphs: ["<img src=x onerror=alert(1)>"],
      action: { label: "<i>go</i>", url },
      footnote: "<u>foot</u>",
    });
    for (const raw of ["<b>", "<h2>", "<img", "<i>", "<u>"]) expect(html).not.toContain(raw);
  });

  it("shows the action as a button and as a link to copy", () => {
    const { html } = renderEmail({ preheader: "p", heading: "h", paragraphs: [], action: { label: "Confirm", url } });
    expect(occurrences(html, hrefOf(url))).toBe(2);
    expect(html).toContain("If the button does not work, copy this link");
    expect(html).toContain(`>${url.replace(/&/g, "&amp;")}</a>`);
    expect(html).toContain("#cc3d0e");
  });

  it("puts the URL alone on its own line in the text part", () => {
    const { text } = renderEmail({ preheader: "p", heading: "h", paragraphs: ["Hi"], action: { label: "Go", url } });
    expect(text.split("\n")).toContain(url);
    expect(text).toContain("Scheditix · Lagos, Nigeria");
  });

  it("refuses a link that is not http(s)", () => {
    expect(() => renderEmail({ preheader: "p", heading: "h", paragraphs: [], action: { label: "Go", url: "javascript:alert(1)" } })).toThrow(
      /http\(s\)/,
    );
  });
});

describe("e-mail templates", () => {
  it("says the verification link expires in 24 hours", () => {
    const mail = verificationEmail({ fullname: "Ada Obi", url });
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.text).toContain("Hello Ada Obi,");
    expect(mail.text).toContain("24 hours");
    expect(mail.html).toContain("24 hours");
    expect(linksIn(mail)).toEqual([url]);
  });

  it("says the reset link expires in 1 hour", () => {
    const mail = passwordResetEmail({ fullname: "Ada Obi", url });
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain("1 hour");
    expect(linksIn(mail)).toEqual([url]);
  });

  it("tells the owner of a changed password how to act if it was not them", () => {
    const mail = passwordChangedEmail({ fullname: "Ada Obi", resetUrl: url });
    expect(mail.text).toMatch(/password .* was just changed/);
    expect(mail.text).toContain("If it was not you");
    expect(linksIn(mail)).toEqual([url]);
  });

  it("says a deleted account is disabled now and erased after 48 hours, with a link that keeps it", () => {
    const mail = accountDeletionEmail({ fullname: "Ada Obi", cancelUrl: url });
    expect(mail.text).toContain("disabled");
    expect(mail.text).toContain("after 48 hours");
    expect(mail.text).toContain("did not ask for this?");
    expect(mail.text).toContain("Keep my account");
    expect(linksIn(mail)).toEqual([url]);
  });
});

describe("mail over a real SMTP server", () => {
  let dir: string;
  let capture: SmtpCapture;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "scheditix-smtp-"));
    capture = await startSmtpCapture({ dir });
  });

  afterAll(async () => {
    await capture?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const send = (to: string, mail: { subject: string; html: string; text: string }) =>
    nodemailer.createTransport(capture.url).sendMail({ from: "Scheditix <no-reply@scheditix.test>", to, ...mail });

  it("delivers a reset e-mail whose 300-character link comes out exactly as it went in", async () => {
    expect(longUrl.length).toBeGreaterThanOrEqual(300);
    const mail = passwordResetEmail({ fullname: "Ada Obi", url: longUrl });

    // The wire format really is quoted-printable, so the link is split and its `=` encoded in transit.
    const raw = await nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail({ from: "a@scheditix.test", to: "b@scheditix.test", ...mail });
    const wire = (raw.message as Buffer).toString("utf8");
    expect(wire).toMatch(/Content-Transfer-Encoding: quoted-printable/i);
    expect(wire).not.toContain(longUrl);

    await send("Ada.Obi@Example.com", mail);
    const received = await waitForMail(dir, { to: "ada.obi@example.com", subject: "Reset your" });

    expect(received.to.map((address) => address.toLowerCase())).toEqual(["ada.obi@example.com"]);
    expect(received.from).toContain("no-reply@scheditix.test");
    expect(received.subject).toBe(mail.subject);
    expect(linksIn(received)).toEqual([longUrl]);
    expect(received.html).toContain(hrefOf(longUrl));
  });

  it("finds the newest message when the same person got several", async () => {
    await send("tunde@example.com", verificationEmail({ fullname: "Tunde", url: `${url}&n=1` }));
    await send("tunde@example.com", verificationEmail({ fullname: "Tunde", url: `${url}&n=2` }));
    const received = await waitForMail(dir, { to: "TUNDE@example.com" });
    expect(linksIn(received)).toEqual([`${url}&n=2`]);
  });

  it("gives up with a readable error when nothing arrives", async () => {
    await expect(waitForMail(dir, { to: "nobody@example.com", timeoutMs: 200 })).rejects.toThrow(/No mail to nobody@example.com within 200 ms/);
  });
});

describe("sendMail", () => {
  const keys = ["MAIL_DIR", "SMTP_URL", "MAIL_FROM", "LOG_LEVEL"] as const;
  const saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]));
  let outbox: string;

  beforeEach(async () => {
    outbox = await mkdtemp(path.join(os.tmpdir(), "scheditix-outbox-"));
    process.env.MAIL_DIR = outbox;
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    process.env.LOG_LEVEL = "info";
    // getEnv() reads the environment once per module instance; start from fresh ones.
    vi.resetModules();
  });

  afterEach(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    vi.restoreAllMocks();
    vi.resetModules();
    await rm(outbox, { recursive: true, force: true });
  });

  const captureLogs = () => {
    const logged: string[] = [];
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, "write").mockImplementation((chunk) => {
        logged.push(String(chunk));
        return true;
      });
    }
    return logged;
  };

  it("keeps the message in the outbox and logs its link when SMTP_URL is unset", async () => {
    const logged = captureLogs();
    const { sendMail } = await import("@/lib/domain/mail/send-mail");
    const mail = verificationEmail({ fullname: "Ada Obi", url });

    await sendMail({ to: "ada@example.com", ...mail });

    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*-[0-9a-f]{8}\.json$/);
    const kept = JSON.parse(await readFile(path.join(outbox, files[0]!), "utf8"));
    expect(kept).toMatchObject({ to: "ada@example.com", subject: mail.subject, text: mail.text, html: mail.html });
    expect(Date.parse(kept.createdAt)).not.toBeNaN();

    const line = logged.find((entry) => entry.includes('"mail kept in outbox"'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ to: "ada@example.com", subject: mail.subject, links: [url] });
    expect(line).not.toContain("<html");
  });

  it("sends over SMTP from MAIL_FROM when SMTP_URL is set, and never logs the body or its link", async () => {
    const capture = await startSmtpCapture({ dir: path.join(outbox, "smtp") });
    try {
      process.env.SMTP_URL = capture.url;
      const logged = captureLogs();
      const { sendMail } = await import("@/lib/domain/mail/send-mail");
      const mail = passwordResetEmail({ fullname: "Ada Obi", url });

      await sendMail({ to: "ada@example.com", ...mail });

      const received = await waitForMail(capture.dir, { to: "ada@example.com" });
      expect(received.from).toContain("no-reply@scheditix.local");
      expect(linksIn(received)).toEqual([url]);
      expect(logged.join("")).toContain('"mail sent"');
      expect(logged.join("")).not.toContain("abc123");
      expect(await readdir(outbox)).toEqual(["smtp"]);
    } finally {
      await capture.stop();
    }
  });

  it("logs and rethrows when the SMTP server cannot be reached", async () => {
    // Start and stop a capture server to get a port nobody listens on.
    const closed = await startSmtpCapture({ dir: path.join(outbox, "closed") });
    await closed.stop();
    process.env.SMTP_URL = closed.url;
    const logged = captureLogs();
    const { sendMail } = await import("@/lib/domain/mail/send-mail");
    const mail = passwordResetEmail({ fullname: "Ada Obi", url });

    await expect(sendMail({ to: "ada@example.com", ...mail })).rejects.toThrow(/ECONNREFUSED/);
    const line = logged.find((entry) => entry.includes('"mail could not be sent"'));
    expect(line).toBeDefined();
    expect(line).not.toContain("abc123");
  });
});
