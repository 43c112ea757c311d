import { redirect } from "next/navigation";

/** The correctly spelt path (DESIGN 9) leads to the documented one. */
export default function PasswordResetSuccessAlias() {
  redirect("/password-reset-successFull");
}
