"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { callApi } from "@/lib/browser/call-api";
import { readVerifyData } from "@/components/payments/read-verify-data";
import { outlineButton, primaryButton } from "@/components/ui/button-styles";
import { useTimeout } from "@/components/auth/use-timeout";
import { ReleaseHoldPanel } from "@/components/payments/release-hold-panel";

/** SPEC 4 and 9: the result shows 3 s after the response arrives. */
const RESULT_DELAY_MS = 3000;

/** Orders known by a public id have a pay-later page (older ones, by their internal id, do not). */
const PUBLIC_ORDER_ID = /^[a-f\d]{32}$/i;

const NO_REFERENCE = "No payment reference was given.";
const UNKNOWN_FAILURE = "We could not confirm this payment.";

type Success = { orderId: string | null; eventId: string | null; ticketsUrl: string | null; sentTo: string | null };

type State =
  | { phase: "waiting" }
  | ({ phase: "success" } & Success)
  | { phase: "failed"; message: string; eventId: string | null; canRetry: boolean; heldUntil?: string };

/** SPEC 2.18: waiting → success ('Successful') or failed, with the server's message. */
export function PaymentVerify({ reference }: { reference: string }) {
  const later = useTimeout();
  const router = useRouter();
  const [state, setState] = useState<State>(
    reference ? { phase: "waiting" } : { phase: "failed", message: NO_REFERENCE, eventId: null, canRetry: false },
  );
  // Strict Mode runs effects twice; one verification per visit is enough.
  const started = useRef(false);

  const verify = useCallback(async () => {
    const response = await callApi(`/api/v1/verify?reference=${encodeURIComponent(reference)}`, { method: "GET" });
    if (!response.ok) {
      setState({ phase: "failed", message: response.message || UNKNOWN_FAILURE, eventId: null, canRetry: response.status !== 404 });
      return;
    }
    const data = readVerifyData(response.data);
    const eventId = data?.eventId ?? null;
    // A ticket payment still on its way (a transfer the bank has not confirmed): the waiting page
    // says so, and moves on by itself when the money lands.
    if (data?.status === "Pending" && eventId && data.orderId && PUBLIC_ORDER_ID.test(data.orderId)) {
      router.replace(`/pay/${encodeURIComponent(data.orderId)}`);
      return;
    }
    const next: State =
      data?.status === "Successful"
        ? { phase: "success", orderId: data.orderId ?? null, eventId, ticketsUrl: data.ticketsUrl ?? null, sentTo: data.sentTo ?? null }
        : {
            phase: "failed",
            message: data?.message || response.message || UNKNOWN_FAILURE,
            eventId,
            canRetry: data?.status !== "Failed",
            heldUntil: data?.heldUntil,
          };
    later(() => setState(next), RESULT_DELAY_MS);
  }, [reference, later, router]);

  useEffect(() => {
    if (started.current || !reference) return;
    started.current = true;
    void verify();
  }, [reference, verify]);

  return (
    <div className="grid gap-6 text-center">
      <div role="status" className="grid justify-items-center gap-3">
        {state.phase === "waiting" ? (
          <>
            <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-primary-700 border-t-transparent" />
            <p className="text-lg font-medium">Please wait while we verify your payment</p>
          </>
        ) : null}
        {state.phase === "success" ? <p className="text-2xl font-semibold text-green-800">Payment successfull</p> : null}
        {state.phase === "failed" ? (
          <>
            <p className="text-2xl font-semibold text-red-700">Payment failed, please try again</p>
            <p className="text-muted">{state.message}</p>
          </>
        ) : null}
      </div>
      {state.phase === "success" ? <SuccessActions {...state} /> : null}
      {state.phase === "failed" ? (
        <div className="grid gap-3">
          {state.canRetry ? (
            <button
              type="button"
              onClick={() => {
                setState({ phase: "waiting" });
                void verify();
              }}
              className={`${primaryButton} w-full`}
            >
              Check again
            </button>
          ) : null}
          <Link href={state.eventId ? `/dashboard/purchase-details/${state.eventId}` : "/"} className={`${outlineButton} w-full`}>
            go back
          </Link>
          {state.heldUntil ? <ReleaseHoldPanel reference={reference} heldUntil={state.heldUntil} /> : null}
        </div>
      ) : null}
    </div>
  );
}

function SuccessActions({ orderId, eventId, ticketsUrl, sentTo }: Success) {
  // A plan upgrade has no event and no tickets: its place is the organiser's dashboard.
  if (!eventId) {
    return (
      <Link href="/dashboard/overview" className={`${primaryButton} w-full`}>
        go back
      </Link>
    );
  }
  const tickets = ticketsUrl ?? (orderId ? `/ticket-details-after-purchase?order=${encodeURIComponent(orderId)}` : null);
  return (
    <div className="grid gap-3">
      {sentTo ? <p>We have e-mailed your tickets to {sentTo}, with a link to open them any time.</p> : null}
      {tickets ? (
        <Link href={tickets} className={`${primaryButton} w-full`}>
          View your tickets
        </Link>
      ) : null}
      <Link href={`/dashboard/purchase-details/${eventId}`} className={`${outlineButton} w-full`}>
        go back
      </Link>
    </div>
  );
}
