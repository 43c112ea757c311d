import { renderEmail } from "@/lib/domain/mail/layout";
import { OFFICE, SITE_NAME } from "@/lib/platform/site";

export type EmailTemplate = { subject: string; html: string; text: string };

const greeting = (fullname: string) => (fullname.trim() ? `Hello ${fullname.trim()},` : "Hello,");

export function verificationEmail({ fullname, url }: { fullname: string; url: string }): EmailTemplate {
  return {
    subject: `Confirm your e-mail address for ${SITE_NAME}`,
    ...renderEmail({
      preheader: "One quick step and your account is ready.",
      heading: `Welcome to ${SITE_NAME}!`,
      paragraphs: [
        greeting(fullname),
        "Thank you for signing up. Please confirm your e-mail address so you can log in, buy tickets and host your own events.",
        "This link expires in 24 hours and works only once.",
      ],
      action: { label: "Confirm my e-mail", url },
      footnote: `If you did not create a ${SITE_NAME} account, you can ignore this e-mail.`,
    }),
  };
}

/**
 * To an address that bought without an account when someone signs up with it: the holder of the
 * mailbox sets the account up (password, name, phone) from the link; nothing the sign-up typed is kept.
 */
export function claimAccountEmail({ url }: { url: string }): EmailTemplate {
  return {
    subject: `Someone asked to create a ${SITE_NAME} account with this address`,
    ...renderEmail({
      preheader: "If it was you, set your password to see your tickets in your account.",
      heading: "Create your account?",
      paragraphs: [
        greeting(""),
        `Someone asked to create a ${SITE_NAME} account with this address. You have bought tickets with it before, so the account would hold those orders and tickets.`,
        "If it was you, use the button below to choose your password, name and phone number. Nothing typed at sign-up is kept: only what you enter from this link counts.",
        "This link expires in 24 hours and works only once.",
      ],
      action: { label: "Set up my account", url },
      footnote: "If you did not ask for this, ignore this e-mail: no account is created and your tickets stay as they are.",
    }),
  };
}

export function passwordResetEmail({ fullname, url }: { fullname: string; url: string }): EmailTemplate {
  return {
    subject: `Reset your ${SITE_NAME} password`,
    ...renderEmail({
      preheader: "Choose a new password. The link expires in 1 hour.",
      heading: "Reset your password",
      paragraphs: [
        greeting(fullname),
        "We received a request to reset your password. Use the button below to choose a new one.",
        "This link expires in 1 hour and works only once.",
      ],
      action: { label: "Choose a new password", url },
      footnote: "If you did not ask for this, no wahala: ignore this e-mail and your password stays the same.",
    }),
  };
}

export function passwordChangedEmail({ fullname, resetUrl }: { fullname: string; resetUrl: string }): EmailTemplate {
  return {
    subject: `Your ${SITE_NAME} password was changed`,
    ...renderEmail({
      preheader: "If this was you, there is nothing more to do.",
      heading: "Your password was changed",
      paragraphs: [
        greeting(fullname),
        `The password for your ${SITE_NAME} account was just changed. If this was you, there is nothing more to do.`,
        `If it was not you, reset your password right away with the button below, then tell us at ${OFFICE.email} so we can help secure your account.`,
      ],
      action: { label: "Reset my password", url: resetUrl },
    }),
  };
}

export function accountDeletionEmail({ fullname, cancelUrl }: { fullname: string; cancelUrl: string }): EmailTemplate {
  return {
    subject: `Your ${SITE_NAME} account is being deleted`,
    ...renderEmail({
      preheader: "Your account is disabled and will be erased after 48 hours.",
      heading: "Your account is being deleted",
      paragraphs: [
        greeting(fullname),
        `As requested, we have disabled your ${SITE_NAME} account. It will be erased permanently after 48 hours.`,
        "Changed your mind, or did not ask for this? Keep your account with the button below until then. The link works once.",
        `Questions? Contact our support team at ${OFFICE.email} or ${OFFICE.phone}.`,
      ],
      action: { label: "Keep my account", url: cancelUrl },
      footnote: `Thank you for using ${SITE_NAME}. We hope to see you at an event again soon.`,
    }),
  };
}
