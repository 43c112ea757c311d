import { z } from "zod";
import { lineText } from "@/lib/validations/common";

export const PASSWORD_MIN_LENGTH = 8;

const email = lineText({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters long .")
  .max(128, "Password must be at most 128 characters long");

const fullname = lineText({ error: "Full name is required" })
  .trim()
  .min(2, "Full name is required")
  .max(120, "Full name is too long");

/** Nigerian mobile number as typed after the fixed +234: 10 digits (a leading 0 or +234 is tolerated). */
export const nigerianPhone = lineText({ error: "Phone number is required" })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, "").replace(/^(\+?234)/, "").replace(/^0/, ""))
  .pipe(z.string().regex(/^[789][01]\d{8}$/, "Enter a Nigerian phone number: 10 digits after +234, e.g. 8031234567"));

const mismatch = { message: "Passwords don't match.", path: ["confirmPassword"] };

export const registerSchema = z
  .object({
    fullname,
    email,
    phoneNo: z.union([nigerianPhone, z.number().int().transform(String).pipe(nigerianPhone)]),
    password: newPassword,
    confirmPassword: z.string({ error: "Confirm your password" }).min(1, "Confirm your password"),
    // Our sign-up form: the page to return to once the e-mail is verified (a path on this site).
    callbackUrl: z.string().max(500).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, mismatch);

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    newPassword,
    confirmPassword: z.string({ error: "Confirm your password" }).min(1, "Confirm your password"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, mismatch);

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
