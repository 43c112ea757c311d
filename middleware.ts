import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "@/lib/domain/auth/session-cookie";
import { getEnv } from "@/lib/platform/env";
import { corsHeaders } from "@/lib/platform/http/cors";
import { contentSecurityPolicy } from "@/lib/platform/http/content-security-policy";
import { signedReturnOrigin } from "@/lib/domain/payments/test-gateway/checkout-url";

const GUEST_PURCHASE = /^\/dashboard\/purchase-details\/([a-f\d]{24})\/?$/i;
// Invitations e-mailed before /join-team/{token}: sent there first, signed in or not, so the token
// never reaches the login redirect.
const OLD_INVITATION = /^\/dashboard\/team\/accept\/([^/]+)\/?$/;

// Only what varies per request lives here (see the matcher); the headers every page carries are in
// next.config.ts, and the trailing-slash redirect for pages is a next.config.ts redirect.
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // CORS preflights are answered directly, because a redirected preflight fails in the browser.
  // API answers get their CORS headers in withApi.
  if (pathname.startsWith("/api/")) {
    if (request.method !== "OPTIONS") return NextResponse.next();
    return new NextResponse(null, { status: 204, headers: corsHeaders(request.headers.get("origin"), getEnv().CORS_ORIGINS) });
  }

  // The TEST MODE checkout's Pay and Decline return (303) to the callback, maybe on another origin.
  if (pathname.startsWith("/test-checkout/")) {
    const response = NextResponse.next();
    const returnOrigin = signedReturnOrigin(request.nextUrl);
    response.headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({ development: getEnv().NODE_ENV === "development", formActionOrigin: returnOrigin }),
    );
    return response;
  }

  const invitation = OLD_INVITATION.exec(pathname);
  if (invitation) return NextResponse.redirect(new URL(`/join-team/${invitation[1]}`, request.url), 303);

  // The protected segments. An optimistic check only: pages re-check the session against the database.
  if (!SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
    // A visitor buys as a guest (and may log in from there).
    const purchase = GUEST_PURCHASE.exec(pathname);
    if (purchase) return NextResponse.redirect(new URL(`/buy/${purchase[1]}`, request.url));
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(login);
  }
  const response = NextResponse.next();
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const config = {
  // Node.js, not the Edge sandbox: it runs in the server's own process at a fraction of the cost.
  runtime: "nodejs",
  matcher: [
    // The API only for CORS preflights, which always carry this header; API calls skip the middleware.
    { source: "/api/:path*", has: [{ type: "header", key: "access-control-request-method" }] },
    // One pattern, not one per segment: Next builds and runs every matcher's regex on each request.
    "/:segment(dashboard|checkin-as|test-checkout)/:path*",
  ],
};
