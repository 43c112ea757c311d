import "server-only";

const PAGE = `<!DOCTYPE html>
<html lang="en-NG">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Back in a moment · Scheditix</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:2rem 1rem">
<main id="main">
<h1>Payment not confirmed yet</h1>
<p>We could not record your answer just now: Scheditix is briefly unavailable. Nothing has changed. Go back and press Pay again in a moment.</p>
</main>
</body>
</html>
`;

/** The TEST MODE checkout's answer while the database cannot be reached: a short page that needs no script. */
export function checkoutUnavailable(): Response {
  return new Response(PAGE, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "5" },
  });
}
