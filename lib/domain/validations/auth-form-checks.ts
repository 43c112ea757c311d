// The login and sign-up forms' own checks in the browser, without zod: zod is about a sixth of a
// page's JavaScript, and these two pages are a buyer's first stop. The server still validates
// every request with the zod schemas in lib/domain/validations/auth.ts, which use the same rules and
// messages (auth-rules.ts); tests/unit/auth-form-checks.test.ts proves that both show the same
// message for the same input.
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FULLNAME_MAX_LENGTH,
  NIGERIAN_MOBILE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  phoneDigits,
} from "@/lib/domain/validations/auth-rules";
import { LINE_MESSAGE, isPlainLine } from "@/lib/domain/validations/plain-text";

export type FieldMessages = Record<string, string | undefined>;
export type FormCheck<T> = { success: true; data: T } | { success: false; fieldMessages: FieldMessages };

export function emailMessage(typed: string): string | undefined {
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

export function fullnameMessage(typed: string): string | undefined {
  if (!isPlainLine(typed)) return LINE_MESSAGE;
  const fullname = typed.trim();
  if (fullname.length < 2) return AUTH_MESSAGES.fullnameRequired;
  return fullname.length > FULLNAME_MAX_LENGTH ? AUTH_MESSAGES.fullnameTooLong : undefined;
}

export function phoneMessage(typed: string): string | undefined {
  if (!isPlainLine(typed)) return AUTH_MESSAGES.phoneUnreadable;
  return NIGERIAN_MOBILE.test(phoneDigits(typed)) ? undefined : AUTH_MESSAGES.phoneInvalid;
}

export function outcome<T>(fieldMessages: FieldMessages, data: T): FormCheck<T> {
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
