import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import {
  changePasswordSchema,
  claimAccountSchema,
  deleteAccountBody,
  emailOnlySchema,
  linkTokenParams,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from "@/lib/domain/validations/auth";
import { objectId } from "@/lib/domain/validations/common";

export const registerEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/register/user",
  summary: "Create an account; a verification link is e-mailed",
  tags: ["accounts"],
  auth: "public",
  body: registerSchema,
  success: { status: 201, description: "`data` is the new (unverified) user" },
});

export const verifyEmailEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/verify/user/{token}",
  summary: "Confirm an e-mail address with the link's token (single use, 24 h)",
  tags: ["accounts"],
  auth: "public",
  params: linkTokenParams,
  success: { status: 200, description: "The e-mail is verified; 400 when the link is invalid, used or expired" },
});

export const claimAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/claim-account/{token}",
  summary: "Set up the account of an address that bought as a guest, from the link e-mailed to it when someone signed up with it (single use, 24 h)",
  tags: ["accounts"],
  auth: "public",
  params: linkTokenParams,
  body: claimAccountSchema,
  success: {
    status: 200,
    description: "`data` is null; the account is verified and logs in with this password. 400 when the link is invalid, used or expired",
  },
});

export const resendVerificationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/resend-verification",
  summary: "E-mail a new verification link (same answer whether or not the account exists)",
  tags: ["accounts"],
  auth: "public",
  body: emailOnlySchema,
  success: { status: 200, description: "`data` is null" },
});

export const loginEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/login/user/",
  summary: "Log in; answers the user and a bearer token",
  tags: ["accounts"],
  auth: "public",
  body: loginSchema,
  success: { status: 200, description: "`data` is the user (with `isLoggedIn: true`); `token` beside it" },
});

export const forgotPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/forgot-password/user",
  summary: "E-mail a password reset link (same answer whether or not the account exists)",
  tags: ["accounts"],
  auth: "public",
  body: emailOnlySchema,
  success: { status: 200, description: "`data` is null" },
});

export const resetPasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/reset-password/user/{token}",
  summary: "Set a new password with the link's token (single use, 1 h); signs out everywhere",
  tags: ["accounts"],
  auth: "public",
  params: linkTokenParams,
  body: resetPasswordSchema,
  success: { status: 200, description: "`data` is null; 400 with 'invalid or expired' when the link is bad" },
});

export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/logout/",
  summary: "End this session; its token stops working",
  tags: ["accounts"],
  auth: "required",
  success: { status: 200, description: "`data` is null" },
});

export const deleteAccountEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/v1/delete/user/{userId}",
  summary:
    "Delete your account: disabled now, erased after 48 hours; the e-mail that says so has a link that cancels it. " +
    "Confirm with `password`, or send no body from a bearer sign-in of the last 15 minutes (else 403: sign in again); " +
    "after 5 wrong passwords in 15 minutes from one client, 429",
  tags: ["accounts"],
  auth: "required",
  params: z.object({ userId: objectId }),
  body: deleteAccountBody,
  success: { status: 200, description: "`data` is a sentence saying when the account will be erased" },
});

export const cancelDeletionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/cancel-deletion/{token}",
  summary: "Keep an account whose deletion is pending, with the e-mailed link's token (single use, 48 h)",
  tags: ["accounts"],
  auth: "public",
  params: linkTokenParams,
  success: { status: 200, description: "`data` is null; 400 when the link is invalid, expired or used" },
});

export const meEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/me",
  summary: "The signed-in user",
  tags: ["accounts"],
  auth: "required",
  success: { status: 200, description: "`data` is the user" },
});

export const updateProfileEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/profile",
  summary: "Change your full name or phone number",
  tags: ["accounts"],
  auth: "required",
  body: updateProfileSchema,
  success: { status: 200, description: "`data` is the updated user" },
});

export const changePasswordEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/change-password",
  summary:
    "Change your password (the current one is required); every session must log in again. After 5 wrong current passwords in 15 minutes from one client, 429",
  tags: ["accounts"],
  auth: "required",
  body: changePasswordSchema,
  success: { status: 200, description: "`data` is null" },
});

export const updateAvatarEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/profile/picture",
  summary: "Upload a profile picture (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB)",
  tags: ["accounts"],
  auth: "required",
  bodyType: "multipart",
  maxBodyBytes: 6 * 1024 * 1024,
  files: { image: "the picture; checked by content and re-encoded" },
  success: { status: 200, description: "`data` is the user with its new `avatarUrl`" },
});
