"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { primaryButton } from "@/components/ui/button-styles";

/** SPEC 2.6: shown in place of the sign-up form once the account exists. */
export function VerificationNotice({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="grid gap-4 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-14 text-primary-700" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" strokeLinejoin="round" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Check your email
      </h2>
      <p className="text-muted">
        We have sent a verification link to <strong className="break-all text-ink">{email}</strong>. Click the link to confirm your account, then log
        in.
      </p>
      <p className="text-muted">Can&apos;t find it? Check your spam or promotions folder.</p>
      <Link href="/login" className={`${primaryButton} w-full`}>
        Login
      </Link>
    </div>
  );
}
