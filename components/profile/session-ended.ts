import type { ApiResponse } from "@/lib/browser/call-api";

/**
 * A 401 because the session is gone, as opposed to the 401 a password form gets for a wrong
 * password: the API words the two differently.
 */
export function sessionEnded(response: ApiResponse): boolean {
  return response.status === 401 && /^(unauthorized|session timed-out\b.*)$/i.test(response.message.trim());
}

export const LOGIN_AGAIN = "/login?callbackUrl=%2Fdashboard%2Fprofile";
