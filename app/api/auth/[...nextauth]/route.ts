import NextAuth from "next-auth";
import { ApiError } from "@/lib/platform/errors";
import { fail } from "@/lib/api/respond";
import { checkCallbackUrl } from "@/lib/domain/auth/callback-url-guard";
import { authOptions } from "@/lib/domain/accounts/next-auth-options";

const SIGN_IN_BY_POST = new ApiError("method_not_allowed", "Sign in by sending the login form (POST), or open the login page.");

// /api/auth/* — next-auth's sign-in, sign-out, session and CSRF endpoints for the web app
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  // A credentials sign-in is a form post; next-auth fails on a GET of it.
  const [action, provider] = (await context.params).nextauth;
  if (request.method === "GET" && action === "callback" && provider === "credentials") {
    const refused = fail(SIGN_IN_BY_POST);
    refused.headers.set("Allow", "POST");
    return refused;
  }
  const refused = await checkCallbackUrl(request);
  if (refused) return fail(refused);
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
