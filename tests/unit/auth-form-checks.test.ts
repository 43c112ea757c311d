import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkLogin, checkRegistration, type RegisterForm } from "@/lib/domain/validations/auth-form-checks";
import { EMAIL_PATTERN } from "@/lib/domain/validations/auth-rules";
import { loginSchema, registerSchema } from "@/lib/domain/validations/auth";

const firstMessages = (error: z.ZodError) =>
  Object.fromEntries(Object.entries(z.flattenError(error).fieldErrors as Record<string, string[]>).map(([field, messages]) => [field, messages[0]]));

/** What the server's schema would show under each field, or "accepted". */
function serverSays(schema: z.ZodType, values: object) {
  const parsed = schema.safeParse(values);
  return parsed.success ? "accepted" : firstMessages(parsed.error);
}

const browserSays = (check: { success: true } | { success: false; fieldMessages: object }) => (check.success ? "accepted" : check.fieldMessages);

// Values a person might type (or paste) into each field, the tricky ones included.
const EMAILS = [
  "ngozi@example.com",
  "  Ngozi@Example.COM ",
  "",
  "   ",
  "ngozi",
  "a@b",
  "a..b@example.com",
  ".a@example.com",
  "a@example.c",
  "a\u0007@example.com",
  "a\u200b@x.com",
  `${"x".repeat(250)}@example.com`,
  "o'neil+tickets@mail.example.ng",
];
const PASSWORDS = ["Sunshine-2026", "", "short", "1234567", "12345678", "x".repeat(128), "x".repeat(129), " spaced password "];
const NAMES = ["Ngozi Adeyemi", "", " ", "A", " A ", "Ab", "Ifeoma\u202eNwosu", "x".repeat(120), "x".repeat(121), "Tọ́lá Ọ̀ṣun"];
const PHONES = [
  "8031234567",
  "08031234567",
  "+2348031234567",
  "234 803 123 4567",
  "803-123-4567",
  "",
  "12345",
  "6031234567",
  "80312345678",
  "abc",
  "803\u00071234567",
  "\u2028",
];

describe("the login form checks in the browser as the server does", () => {
  it("shows the server's message for every combination of these e-mails and passwords", () => {
    for (const email of EMAILS)
      for (const password of PASSWORDS) {
        const form = { email, password };
        expect(browserSays(checkLogin(form)), JSON.stringify(form)).toEqual(serverSays(loginSchema, form));
      }
  });

  it("sends the e-mail as the server reads it (trimmed, lower case)", () => {
    const checked = checkLogin({ email: "  Ngozi@Example.COM ", password: "Sunshine-2026" });
    expect(checked).toEqual({ success: true, data: loginSchema.parse({ email: "  Ngozi@Example.COM ", password: "Sunshine-2026" }) });
  });

  it("says a password longer than 128 characters is too long, not missing", () => {
    expect(browserSays(checkLogin({ email: "ngozi@example.com", password: "x".repeat(129) }))).toEqual({
      password: "Password must be at most 128 characters long",
    });
  });
});

describe("the sign-up form checks in the browser as the server does", () => {
  const valid: RegisterForm = {
    fullname: "Ngozi Adeyemi",
    email: "ngozi@example.com",
    phoneNo: "8031234567",
    password: "Sunshine-2026",
    confirmPassword: "Sunshine-2026",
  };

  const cases: RegisterForm[] = [
    ...NAMES.map((fullname) => ({ ...valid, fullname })),
    ...EMAILS.map((email) => ({ ...valid, email })),
    ...PHONES.map((phoneNo) => ({ ...valid, phoneNo })),
    ...PASSWORDS.flatMap((password) => [
      { ...valid, password, confirmPassword: password },
      { ...valid, password, confirmPassword: "Sunshine-2027" },
      { ...valid, password, confirmPassword: "" },
    ]),
  ];
  // Each kind of trouble together with a mismatch, since the server then may or may not compare the passwords.
  const withMismatch = cases.map((form) => ({ ...form, confirmPassword: `${form.confirmPassword}!` }));

  it("shows the server's message under each field, one fault or several", () => {
    for (const form of [...cases, ...withMismatch])
      expect(browserSays(checkRegistration(form)), JSON.stringify(form)).toEqual(serverSays(registerSchema, form));
  });

  it("says the passwords differ only under 'Confirm password'", () => {
    expect(browserSays(checkRegistration({ ...valid, confirmPassword: "Different-2026" }))).toEqual({ confirmPassword: "Passwords don't match." });
  });
});

it("checks e-mail addresses with zod's own pattern", () => {
  expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
});
