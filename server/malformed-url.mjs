// A path with a broken percent-escape (`/event-details/%ff`) cannot be decoded: Next answers such a
// request to a dynamic route with a bare 500. It is the client's mistake, so the front door answers
// it with a 400 that says so (a short page, or the API's error envelope), and Next never sees it.

import { plainPage } from "./plain-page.mjs";

const PAGE = plainPage({
  title: "This link is broken",
  heading: "This link is broken",
  text: "The address has characters that cannot be read, so it was probably cut or changed when it was copied. Check the link you were sent, or start again from the home page.",
  link: { href: "/", label: "Go to the home page" },
});

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
