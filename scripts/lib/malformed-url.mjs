// A path with a broken percent-escape (`/event-details/%ff`) cannot be decoded: Next answers such a
// request to a dynamic route with a bare 500. It is the client's mistake, so the front door answers
// it with a 400 that says so (a short page, or the API's error envelope), and Next never sees it.

const PAGE = Buffer.from(`<!DOCTYPE html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This link is broken · Scheditix</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;text-align:center;color:#1f1f2e">
<main id="main" style="max-width:32rem;margin:0 auto;padding:3rem 1rem">
<h1 style="font-size:1.5rem">This link is broken</h1>
<p style="color:#4b4b5c;line-height:1.5">The address has characters that cannot be read, so it was probably cut or changed when it was copied. Check the link you were sent, or start again from the home page.</p>
<a href="/" style="display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#27187e;color:#fff;font-weight:600;text-decoration:none">Go to the home page</a>
</main>
</body>
</html>
`);

const API_ANSWER = Buffer.from(JSON.stringify({ message: "The address is not valid: it has a broken %-escape", code: "bad_request" }));

/**
 * True when the path of `url` (the request's path and query, as received) has a percent-escape
 * that does not decode.
 * @param {string} url
 */
export function hasMalformedEscape(url) {
  const end = url.indexOf("?");
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers a request whose path does not decode: 400, JSON for the API, a page for the rest.
 * @param {string} url
 * @param {import("node:http").ServerResponse} response
 */
export function answerMalformedUrl(url, response) {
  const api = url.startsWith("/api/");
  const body = api ? API_ANSWER : PAGE;
  response.writeHead(400, {
    "content-type": api ? "application/json" : "text/html; charset=utf-8",
    "content-length": String(body.length),
    "cache-control": "no-store",
  });
  response.end(body);
}
