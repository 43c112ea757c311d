import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/lib/env";
import { corsHeaders } from "@/lib/http/cors";
import { contentSecurityPolicy } from "@/lib/http/content-security-policy";

export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;

  if (pathname.startsWith("/api/")) {
    const headers = corsHeaders(request.headers.get("origin"), getEnv().CORS_ORIGINS);
    // Preflights are answered here, directly: a redirected preflight fails in the browser.
    if (request.method === "OPTIONS") return new NextResponse(null, { status: 204, headers });
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  // Trailing-slash redirects are off for the API's sake; pages still get one canonical URL.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.replace(/\/+$/, "");
    return NextResponse.redirect(url, 308);
  }

  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(getEnv().NODE_ENV === "development"));
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/).*)"],
};
