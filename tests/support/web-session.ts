import { baseUrl, someClientIp } from "./http";

/** Cookies kept between requests, as a browser would. */
class CookieJar {
  private cookies = new Map<string, string>();
  readonly setCookieLines: string[] = [];
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      this.setCookieLines.push(line);
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/** Logs in through next-auth's credentials endpoint, exactly as the login page does (on `base`, the test server by default). */
export async function webSession(email: string, password: string, base = baseUrl()) {
  const jar = new CookieJar();
  const ip = someClientIp();
  const csrfResponse = await fetch(`${base}/api/auth/csrf`, { headers: { "x-forwarded-for": ip } });
  jar.store(csrfResponse);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password, json: "true" });
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header(), "x-forwarded-for": ip },
    body: form,
  });
  jar.store(signIn);

  const signOut = async () => {
    const response = await fetch(`${base}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header() },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    return response.status;
  };
  const sessionCookieLine = jar.setCookieLines.find((line) => line.startsWith("next-auth.session-token="));
  return { cookie: jar.header(), sessionToken: jar.get("next-auth.session-token"), sessionCookieLine, signOut };
}
