import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { logIn } from "@/lib/domain/accounts/log-in";
import { ApiError } from "@/lib/platform/errors";
import { SESSION_TTL_SECONDS } from "@/lib/domain/auth/access-token";
import { safeRedirect } from "@/lib/domain/auth/callback-url-guard";
import { clientContext } from "@/lib/domain/auth/client-context";
import { ensureDeviceCookie } from "@/lib/domain/auth/device-cookie";
import { revokeSession } from "@/lib/domain/auth/sessions";
import { getEnv } from "@/lib/platform/env";
import { loginSchema } from "@/lib/domain/validations/auth";

/**
 * Web sessions: next-auth's JWT cookie (httpOnly, SameSite=Lax, Secure over https) carrying the
 * same claims as an API token, so every request is checked against the database (lib/domain/auth/sessions).
 */
export function authOptions(): NextAuthOptions {
  // next-auth reads its public URL from NEXTAUTH_URL (callbacks, and Secure cookies over https):
  // this server's own pages, wherever APP_URL sends e-mailed links.
  process.env.NEXTAUTH_URL ??= getEnv().SERVER_URL;
  return {
    secret: getEnv().AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_TTL_SECONDS },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(credentials, request) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Invalid email or password");
          try {
            const headers = new Headers(request?.headers as Record<string, string> | undefined);
            const client = { ...clientContext(headers), deviceId: await ensureDeviceCookie() };
            const { user, claims } = await logIn(parsed.data, client, "web");
            return { id: user._id, name: user.fullname, email: user.email, sid: claims.sessionId, sv: claims.sessionVersion };
          } catch (error) {
            // next-auth hands the message to the login page as `error`.
            if (error instanceof ApiError) throw new Error(error.message);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      redirect: safeRedirect,
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as typeof user & { sid: string; sv: number };
          token.sid = signedIn.sid;
          token.sv = signedIn.sv;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user) Object.assign(session.user, { id: token.sub });
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await revokeSession(token.sid);
      },
    },
  };
}
