"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { safeCallbackUrl } from "@/lib/domain/auth/safe-callback-url";
import { callApi } from "@/lib/browser/call-api";
import { primaryButton } from "@/components/ui/button-styles";
import { useTimeout } from "@/components/auth/use-timeout";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";

/** SPEC 9: login opens 5 s after the e-mail is verified. */
const REDIRECT_DELAY_MS = 5000;

type Status = "verifying" | "verified" | "already-verified" | "failed";

/** The API's response for a link opened again once the account is verified. */
const ALREADY_VERIFIED = /already verified/i;

export function EmailVerification({ token }: { token: string }) {
  const router = useRouter();
  const later = useTimeout();
  const [status, setStatus] = useState<Status>(token ? "verifying" : "failed");
  // The link is single-use: a second call (Strict Mode runs effects twice) would report it as used.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      toast.error("Invalid or expired token.");
      return;
    }
    callApi(`/api/v1/verify/user/${encodeURIComponent(token)}`, { method: "GET" }).then((response) => {
      if (response.ok) {
        setStatus(ALREADY_VERIFIED.test(response.message ?? "") ? "already-verified" : "verified");
        // A sign-up started from a purchase goes back to it after login, not to the role chooser.
        const next = safeCallbackUrl(new URLSearchParams(window.location.search).get("next"), "");
        later(() => router.replace(next ? `/login?callbackUrl=${encodeURIComponent(next)}` : "/login"), REDIRECT_DELAY_MS);
      } else {
        setStatus("failed");
        toast.error(response.message || "Invalid or expired token.");
      }
    });
  }, [token, later, router]);

  return (
    <div className="grid gap-4 text-center">
      <div role="status" className="grid gap-4">
        {status === "verifying" ? (
          <>
            <span aria-hidden="true" className="mx-auto size-10 animate-spin rounded-full border-4 border-primary-700 border-t-transparent" />
            <p className="text-lg font-medium">Verifying...</p>
          </>
        ) : null}
        {status === "verified" ? <p className="text-lg font-medium">Verified. Taking you to login…</p> : null}
        {status === "already-verified" ? <p className="text-lg font-medium">Your email is already verified. Taking you to login…</p> : null}
        {status === "failed" ? (
          <>
            <p className="text-2xl font-semibold text-red-700">Failed</p>
            <p className="text-muted">This verification link is invalid or has expired. Log in with your email and password to request a new one.</p>
          </>
        ) : null}
      </div>
      {status === "failed" ? (
        <Link href="/login" className={`${primaryButton} w-full`}>
          Go to login
        </Link>
      ) : null}
      <Dialog open={status === "verified"} closable={false} title="Congratulations your Email has been verified!!">
        <p>Taking you to login in a few seconds…</p>
      </Dialog>
    </div>
  );
}
