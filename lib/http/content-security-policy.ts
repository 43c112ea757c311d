/**
 * The page CSP. Next's inline bootstrap scripts need 'unsafe-inline' unless every page
 * carries a nonce, which would make every page dynamic and uncacheable. `formActionOrigin` lets
 * a page's forms (and their redirects) reach one more origin: the TEST MODE checkout's callback.
 */
export function contentSecurityPolicy(development: boolean, formActionOrigin?: string | null): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws:" : ""}`,
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${formActionOrigin ? ` ${formActionOrigin}` : ""}`,
    "object-src 'none'",
  ].join("; ");
}
