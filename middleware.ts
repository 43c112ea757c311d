import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { getEnv } from "@/lib/env";
import { corsHeaders } from "@/lib/http/cors";
import { contentSecurityPolicy } from "@/lib/http/content-security-policy";
import { TEST_MODE_COOKIE } from "@/lib/payments/test-mode-cookie";
import { signedReturnOrigin } from "@/lib/payments/test-gateway/checkout-url";

const isProtected = (pathname: string) =>
  pathname === "/dashboard" || pathname.startsWith("/dashboard/") || pathname === "/checkin-as";

export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // Only CORS preflights reach here for the API (see the matcher); they are answered directly,
  // because a redirected preflight fails in the browser. API answers get their CORS headers in withApi.
  if (pathname.startsWith("/api/")) {
    if (request.method !== "OPTIONS") return NextResponse.next();
    return new NextResponse(null, { status: 204, headers: corsHeaders(request.headers.get("origin"), getEnv().CORS_ORIGINS) });
  }

  // Trailing-slash redirects are off for the API's sake; pages still get one canonical URL. A plain
  // URL, not a clone of nextUrl, which would put the slash back on.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(url, 308);
  }

  // An optimistic check only: pages re-check the session against the database on the server.
  if (isProtected(pathname) && !SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(login);
  }

  const response = NextResponse.next();
  if (isProtected(pathname)) response.headers.set("Cache-Control", "private, no-store");
  // The TEST MODE checkout's Pay and Decline return (303) to the callback, maybe on another origin.
  const returnOrigin = signedReturnOrigin(request.nextUrl);
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(getEnv().NODE_ENV === "development", returnOrigin));
  markTestMode(request, response, getEnv().paymentsTestMode);
  return response;
}

/** Tells the page's TEST MODE banner whether to show (prerendered pages cannot know by themselves). */
function markTestMode(request: NextRequest, response: NextResponse, testMode: boolean) {
  const marked = request.cookies.has(TEST_MODE_COOKIE);
  if (testMode && !marked) response.cookies.set(TEST_MODE_COOKIE, "1", { path: "/", sameSite: "lax" });
  if (!testMode && marked) response.cookies.delete(TEST_MODE_COOKIE);
}

export const config = {
  // Node.js, not the Edge sandbox: it runs in the server's own process at a fraction of the cost.
  runtime: "nodejs",
  matcher: [
    // The API only for CORS preflights, which always carry this header; API calls skip the middleware.
    { source: "/api/:path*", has: [{ type: "header", key: "access-control-request-method" }] },
    // Not /media: stored files answer with their own sandboxing CSP, not the page CSP.
    "/((?!api/|_next/static|_next/image|media/|favicon.ico|fonts/).*)",
  ],
};
