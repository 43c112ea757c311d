import NextAuth from "next-auth";
import { fail } from "@/lib/api/respond";
import { checkCallbackUrl } from "@/lib/auth/callback-url-guard";
import { authOptions } from "@/lib/auth/next-auth-options";

// /api/auth/* — next-auth's sign-in, sign-out, session and CSRF endpoints for the web app
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  const refused = await checkCallbackUrl(request);
  if (refused) return fail(refused);
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
