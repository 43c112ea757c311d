import { z } from "zod";
import { lineText } from "@/lib/domain/validations/common";
import {
  AUTH_MESSAGES as M,
  EMAIL_MAX_LENGTH,
  FULLNAME_MAX_LENGTH,
  NIGERIAN_MOBILE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  phoneDigits,
} from "@/lib/domain/validations/auth-rules";

export { PASSWORD_MIN_LENGTH };

// The rules and messages are the ones the login and sign-up forms check before sending (auth-form-checks.ts).
const email = lineText({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(EMAIL_MAX_LENGTH, M.emailTooLong)
  .pipe(z.email(M.emailInvalid))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

const fullname = lineText({ error: M.fullnameRequired }).trim().min(2, M.fullnameRequired).max(FULLNAME_MAX_LENGTH, M.fullnameTooLong);

/** Nigerian mobile number as typed after the fixed +234: 10 digits (a leading 0 or +234 is tolerated). */
export const nigerianPhone = lineText({ error: M.phoneRequired }).transform(phoneDigits).pipe(z.string().regex(NIGERIAN_MOBILE, M.phoneInvalid));

const mismatch = { message: M.passwordsDiffer, path: ["confirmPassword"] };

export const registerSchema = z
  .object({
    fullname,
    email,
    phoneNo: z.union([nigerianPhone, z.number().int().transform(String).pipe(nigerianPhone)]),
    password: newPassword,
    confirmPassword: z.string({ error: M.confirmPassword }).min(1, M.confirmPassword),
    // Our sign-up form: the page to return to once the e-mail is verified (a path on this site).
    callbackUrl: z.string().max(500).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, mismatch);

export const loginSchema = z.object({
  email,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
});

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    newPassword,
    confirmPassword: z.string({ error: "Confirm your password" }).min(1, "Confirm your password"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, mismatch);

// Setting up an account that claims a guest's orders, from the link e-mailed to that address.
export const claimAccountSchema = z
  .object({
    fullname,
    phoneNo: z.union([nigerianPhone, z.number().int().transform(String).pipe(nigerianPhone)]),
    password: newPassword,
    confirmPassword: z.string({ error: M.confirmPassword }).min(1, M.confirmPassword),
  })
  .refine((value) => value.password === value.confirmPassword, mismatch);

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(128),
    newPassword,
    confirmPassword: z.string({ error: "Confirm your password" }).min(1, "Confirm your password"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, mismatch);

export const updateProfileSchema = z
  .object({ fullname: fullname.optional(), phoneNo: nigerianPhone.optional() })
  .refine((value) => value.fullname !== undefined || value.phoneNo !== undefined, { message: "Nothing to update" });

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Confirm your password" }).min(1, "Confirm your password").max(128),
});

/** The API's body: the existing client sends none, which a fresh bearer sign-in may do without. */
export const deleteAccountBody = z.object({
  password: z.string().min(1, "Confirm your password").max(128).optional(),
});

/** Tokens in e-mailed links: a compact JWT. */
export const linkTokenParams = z.object({ token: z.string().regex(/^[\w.-]{10,2048}$/, "is invalid") });

export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
