// The rules and messages of the account fields, without zod: the zod schemas in auth.ts (every
// server edge) and the forms' own checks in the browser (auth-form-checks.ts) both read them here.
// Pages that import auth.ts (the purchase form, for the phone number) get these and not the checks.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const FULLNAME_MAX_LENGTH = 120;

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailTooLong: "Email is too long",
  emailInvalid: "Enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters long .",
  passwordTooLong: "Password must be at most 128 characters long",
  confirmPassword: "Confirm your password",
  passwordsDiffer: "Passwords don't match.",
  fullnameRequired: "Full name is required",
  fullnameTooLong: "Full name is too long",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Enter a Nigerian phone number: 10 digits after +234, e.g. 8031234567",
  // What the server's schema answers for a phone number that is not one line of plain text (zod's
  // message for a union none of whose branches fits).
  phoneUnreadable: "Invalid input",
} as const;

/** zod's e-mail pattern (z.email()), kept equal to it by tests/unit/auth-form-checks.test.ts. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

// Phone numbers are normalised in one place (phone.ts); the account rules read them from there.
export { NIGERIAN_MOBILE, phoneDigits } from "@/lib/domain/validations/phone";
