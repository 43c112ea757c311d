import { OFFICE, SITE_NAME } from "@/lib/platform/site";

export type EmailContent = {
  /** The line inbox lists show next to the subject; hidden in the message itself. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Extra blocks after the paragraphs; their `html` must already be escaped by the caller. */
  sections?: { html: string; text: string }[];
  /** Blocks after the action, for what is kept for reference (a receipt); escaped by the caller too. */
  appendix?: { html: string; text: string }[];
  footnote?: string;
};

export type RenderedEmail = { html: string; text: string };

const FONT = "Poppins, Arial, Helvetica, sans-serif";
const INK = "#1e1e1e";
const MUTED = "#555555";
const INDIGO = "#27187e";
const ORANGE = "#ff5722";
// Brand orange is too light for white text (3.2:1); this darker shade reaches 4.95:1 (WCAG AA).
const BUTTON = "#cc3d0e";
const PAGE = "#f4f4f7";

const FOOTER = `${SITE_NAME} · ${OFFICE.city}, ${OFFICE.country}`;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Only web links may become buttons; a `javascript:` URL in an e-mail is never what we meant. */
function assertWebUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error(`E-mail action URL is not a valid URL: ${url}`);
  }
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`E-mail action URL must be http(s): ${url}`);
}

function actionHtml({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  // A table cell with a background colour is the button shape every mail client (Outlook included) renders.
  return `
          <table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;">
            <tr>
              <td align="center" bgcolor="${BUTTON}" style="border-radius:6px;background-color:${BUTTON};">
                <a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:600;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
              </td>
            </tr>
          </table>
          <p style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">If the button does not work, copy this link into your browser:<br><a href="${href}" target="_blank" style="color:${INDIGO};text-decoration:underline;word-break:break-all;">${href}</a></p>`;
}

function paragraphHtml(paragraph: string): string {
  return `
          <p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};">${escapeHtml(paragraph)}</p>`;
}

function footnoteHtml(footnote: string): string {
  return `
          <p style="margin:0;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(footnote)}</p>`;
}

function renderHtml({ preheader, heading, paragraphs, action, sections, appendix, footnote }: EmailContent): string {
  const body = [
    paragraphs.map(paragraphHtml).join(""),
    (sections ?? []).map((section) => section.html).join(""),
    action ? actionHtml(action) : "",
    (appendix ?? []).map((section) => section.html).join(""),
    footnote ? footnoteHtml(footnote) : "",
  ].join("");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
  <div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preheader)}</div>
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:${PAGE};">
    <tr>
      <td align="center" style="padding:24px 12px;">
        <table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;overflow:hidden;">
          <tr>
            <td bgcolor="${INDIGO}" style="padding:20px 32px;background-color:${INDIGO};border-bottom:4px solid ${ORANGE};font-family:${FONT};font-size:24px;font-weight:700;line-height:32px;color:#ffffff;">${escapeHtml(SITE_NAME)}</td>
          </tr>
          <tr>
            <td style="padding:32px;">
          <h1 style="margin:0 0 16px;font-family:${FONT};font-size:22px;font-weight:700;line-height:30px;color:${INK};">${escapeHtml(heading)}</h1>${body}
            </td>
          </tr>
        </table>
        <p style="margin:16px 0 0;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(FOOTER)}</p>
      </td>
    </tr>
  </table>
</body>
</html>
`;
}

function renderText({ heading, paragraphs, action, sections, appendix, footnote }: EmailContent): string {
  const blocks = [heading, ...paragraphs, ...(sections ?? []).map((section) => section.text)];
  // The URL stays alone on its line so clients make it clickable and nothing glues onto it.
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  blocks.push(...(appendix ?? []).map((section) => section.text));
  if (footnote) blocks.push(footnote);
  blocks.push(`--\n${FOOTER}`);
  return blocks.join("\n\n") + "\n";
}

/** A branded e-mail in both HTML (table layout, inline styles) and plain text. */
export function renderEmail(content: EmailContent): RenderedEmail {
  if (content.action) assertWebUrl(content.action.url);
  return { html: renderHtml(content), text: renderText(content) };
}
