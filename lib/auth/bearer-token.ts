/**
 * The token of `Authorization: Bearer <t>`, or of the header `Bearer: <t>` that the existing
 * client sends on ticket purchase.
 */
export function bearerToken(headers: Headers): string | null {
  const authorization = headers.get("authorization");
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  if (match?.[1]) return match[1];
  const legacy = headers.get("bearer")?.trim();
  return legacy ? legacy.replace(/^Bearer\s+/i, "") : null;
}
