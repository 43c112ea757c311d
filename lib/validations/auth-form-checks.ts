// The login and sign-up forms' own checks in the browser, without zod: zod is about a sixth of a
// page's JavaScript, and these two pages are a buyer's first stop. The server still validates
// every request with the zod schemas in lib/validations/auth.ts, which use the same messages;
// tests/unit/auth-form-checks.test.ts proves that both show the same message for the same input.
import { LINE_MESSAGE, isPlainLine } from "@/lib/validations/plain-text";

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

/** A Nigerian mobile number as typed after the fixed +234: a leading 0 or +234, spaces and dashes are tolerated. */
export const NIGERIAN_MOBILE = /^[789][01]\d{8}$/;

/** The 10 digits after +234 of a number typed with or without 0, +234, spaces or dashes. */
export const phoneDigits = (typed: string) =>
  typed
    .trim()
    .replace(/[\s-]/g, "")
    .replace(/^(\+?234)/, "")
    .replace(/^0/, "");

type FieldMessages = Record<string, string | undefined>;
export type FormCheck<T> = { success: true; data: T } | { success: false; fieldMessages: FieldMessages };

function emailMessage(typed: string): string | undefined {
  if (!isPlainLine(typed)) return LINE_MESSAGE;
  const email = typed.trim();
  if (email.length === 0) return AUTH_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return AUTH_MESSAGES.emailTooLong;
  return EMAIL_PATTERN.test(email) ? undefined : AUTH_MESSAGES.emailInvalid;
}

function newPasswordMessage(password: string): string | undefined {
  if (password.length === 0) return AUTH_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return password.length > PASSWORD_MAX_LENGTH ? AUTH_MESSAGES.passwordTooLong : undefined;
}

function fullnameMessage(typed: string): string | undefined {
  if (!isPlainLine(typed)) return LINE_MESSAGE;
  const fullname = typed.trim();
  if (fullname.length < 2) return AUTH_MESSAGES.fullnameRequired;
  return fullname.length > FULLNAME_MAX_LENGTH ? AUTH_MESSAGES.fullnameTooLong : undefined;
}

function phoneMessage(typed: string): string | undefined {
  if (!isPlainLine(typed)) return AUTH_MESSAGES.phoneUnreadable;
  return NIGERIAN_MOBILE.test(phoneDigits(typed)) ? undefined : AUTH_MESSAGES.phoneInvalid;
}

function outcome<T>(fieldMessages: FieldMessages, data: T): FormCheck<T> {
  const failed = Object.fromEntries(Object.entries(fieldMessages).filter(([, message]) => message !== undefined));
  return Object.keys(failed).length > 0 ? { success: false, fieldMessages: failed } : { success: true, data };
}

/** The login form's fields, checked as loginSchema checks them; the e-mail comes back trimmed and lower-cased. */
export function checkLogin(form: { email: string; password: string }): FormCheck<{ email: string; password: string }> {
  const { email, password } = form;
  const passwordMessage =
    password.length === 0 ? AUTH_MESSAGES.passwordRequired : password.length > PASSWORD_MAX_LENGTH ? AUTH_MESSAGES.passwordTooLong : undefined;
  return outcome({ email: emailMessage(email), password: passwordMessage }, { email: email.trim().toLowerCase(), password });
}

export type RegisterForm = { fullname: string; email: string; phoneNo: string; password: string; confirmPassword: string };

/** The sign-up form's fields, checked as registerSchema checks them; the values come back as typed. */
export function checkRegistration(form: RegisterForm): FormCheck<RegisterForm> {
  const messages: FieldMessages = {
    fullname: fullnameMessage(form.fullname),
    email: emailMessage(form.email),
    phoneNo: phoneMessage(form.phoneNo),
    password: newPasswordMessage(form.password),
    confirmPassword: form.confirmPassword.length === 0 ? AUTH_MESSAGES.confirmPassword : undefined,
  };
  // As on the server: the passwords are compared unless the phone number could not be read at all.
  const phoneUnreadable = messages.phoneNo === AUTH_MESSAGES.phoneUnreadable;
  if (!phoneUnreadable && form.password !== form.confirmPassword) messages.confirmPassword ??= AUTH_MESSAGES.passwordsDiffer;
  return outcome(messages, form);
}
