type PolicyOptions = {
  /** `next dev` needs eval and its websocket. */
  development: boolean;
  /**
   * Pages that show QR codes (data: images), preview a picked file (blob:) or use the camera. The
   * others get no scheme sources at all, which also keeps the header free of ":" (see next.config.ts).
   */
  schemeSources?: boolean;
  /** One more origin the page's forms (and their redirects) may reach: the TEST MODE checkout's callback. */
  formActionOrigin?: string | null;
};

/**
 * The page CSP. Next's inline bootstrap scripts need 'unsafe-inline' unless every page
 * carries a nonce, which would make every page dynamic and uncacheable.
 */
export function contentSecurityPolicy({ development, schemeSources = false, formActionOrigin }: PolicyOptions): string {
  const schemes = (...sources: string[]) => (schemeSources ? ` ${sources.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self'${schemes("data:", "blob:")}`,
    `font-src 'self'${schemes("data:")}`,
    `connect-src 'self'${development ? " ws:" : ""}`,
    `media-src 'self'${schemes("blob:")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${formActionOrigin ? ` ${formActionOrigin}` : ""}`,
    "object-src 'none'",
  ].join("; ");
}
