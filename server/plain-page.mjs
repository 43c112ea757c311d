// The front door's own pages (the database is down, the link is broken): short, in our colours, and
// needing no script or stylesheet of the app's, since Next never renders them.

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A whole page, as the bytes to send.
 * @param {{ title: string; heading: string; text: string; link: { href: string; label: string } }} page
 */
export function plainPage({ title, heading, text, link }) {
  return Buffer.from(`<!DOCTYPE html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Scheditix</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;color:#1f1f2e;background:#fff;text-align:center}
main{max-width:32rem;padding:2rem 1rem}h1{font-size:1.5rem}p{color:#4b4b5c;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#27187e;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main id="main">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>
</main>
</body>
</html>
`);
}
