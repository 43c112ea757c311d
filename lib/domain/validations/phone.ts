// Nigerian phone numbers, normalised in this one place: the account and purchase forms, the API's
// schemas and the SMS and WhatsApp channels all read them through here. Not "server-only": the
// forms check numbers in the browser with the same rules.

/** The ten digits after +234 of a Nigerian mobile number: 70x, 80x, 81x, 90x, 91x. */
export const NIGERIAN_MOBILE = /^[789][01]\d{8}$/;

/** The country code every number here is written with. */
export const NIGERIA_CALLING_CODE = "+234";

/**
 * The ten digits after +234 of a number typed with or without a leading 0, 234 or +234, with
 * spaces, dashes, dots or brackets: "0803 123 4567", "+234 (803) 123-4567" and "8031234567" give
 * "8031234567". Anything else is handed back stripped, for NIGERIAN_MOBILE to refuse.
 */
export function phoneDigits(typed: string): string {
  return typed
    .trim()
    .replace(/[\s\-.()]/g, "")
    .replace(/^(\+?234)/, "")
    .replace(/^0/, "");
}

export type PhoneRefusal = "empty" | "not_nigerian_mobile";

export type NormalisedPhone = { ok: true; e164: string; digits: string } | { ok: false; reason: PhoneRefusal; message: string };

const REFUSALS: Record<PhoneRefusal, string> = {
  empty: "Phone number is required",
  not_nigerian_mobile: "Enter a Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567",
};

/** A Nigerian mobile number in E.164 ("+2348031234567"), or why it is not one. */
export function normaliseNigerianPhone(typed: string | null | undefined): NormalisedPhone {
  const raw = (typed ?? "").trim();
  if (!raw) return { ok: false, reason: "empty", message: REFUSALS.empty };
  const digits = phoneDigits(raw);
  if (!NIGERIAN_MOBILE.test(digits)) return { ok: false, reason: "not_nigerian_mobile", message: REFUSALS.not_nigerian_mobile };
  return { ok: true, e164: `${NIGERIA_CALLING_CODE}${digits}`, digits };
}

/** The E.164 form of a number, or null when it is not a Nigerian mobile number (a stored number from before the rules). */
export function nigerianE164(typed: string | null | undefined): string | null {
  const normalised = normaliseNigerianPhone(typed);
  return normalised.ok ? normalised.e164 : null;
}
