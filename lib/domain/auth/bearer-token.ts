/**
 * The token of `Authorization: Bearer <t>`, of `Authorization: Bearer: <t>` (the existing client
 * puts a colon after `Bearer` on ticket purchase), or of a header named `Bearer`.
 */
export function bearerToken(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  const match = authorization?.match(/^Bearer(?::\s*|\s+)(\S+)\s*$/i);
  if (match?.[1]) return match[1];
  const legacy = headers.get("bearer")?.trim();
  return legacy ? legacy.replace(/^Bearer:?\s+/i, "") : null;
}
