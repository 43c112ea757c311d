// next-auth names its session cookie with the __Secure- prefix when the site is served over https.
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;
