import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { api } from "./http";
import { linksIn, waitForMail } from "../../bench/lib/smtp-capture.mjs";
import { testStack } from "./stack";

export const PASSWORD = "Sunshine-2026";

export const uniqueEmail = (label = "user") => `${label}.${randomUUID().slice(0, 8)}@Example.com`;

export const registration = (email = uniqueEmail()) => ({
  fullname: "Chiamaka Eze",
  email,
  phoneNo: "8031234567",
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

/** The newest e-mail to `to` whose subject contains `subject`, and the app link in it. */
export async function mailLink(to: string, subject: string, since?: Date) {
  const mail = await waitForMail(testStack().inboxDir, { to, subject, since });
  const link = linksIn(mail).find((url) => url.startsWith(testStack().baseUrl));
  expect(link, `a link to the app in "${mail.subject}"`).toBeDefined();
  return { mail, link: link as string, token: (link as string).split("/").pop() as string };
}

/** Registers an account through the API; answers its e-mail (as sent) and the verification token. */
export async function registerUser(email = uniqueEmail()) {
  const since = new Date();
  const response = await api("/api/v1/register/user", { method: "POST", json: registration(email) });
  expect(response.status).toBe(201);
  const { token } = await mailLink(email, "Confirm your e-mail", since);
  return { email, verificationToken: token, user: response.body.data };
}

/** A registered, verified account, logged in through the API. */
export async function verifiedUser(email = uniqueEmail()) {
  const { verificationToken, user } = await registerUser(email);
  expect((await api(`/api/v1/verify/user/${verificationToken}`)).status).toBe(200);
  const token = await logIn(email);
  return { email, userId: user._id as string, token };
}

export async function logIn(email: string, password = PASSWORD): Promise<string> {
  const response = await api("/api/v1/login/user/", { method: "POST", json: { email, password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.token as string;
}
