"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { emailProblem } from "@/components/landing/landing-rules";

type Outcome = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

const CONNECTION_ERROR = "Check your connection and try again.";
const FALLBACK_ERROR = "We could not subscribe you just now. Please try again.";

/** The server's sentence for a failed subscription: the e-mail field's first error, else its message. */
function failureMessage(body: { message?: unknown; errors?: { email?: unknown } } | null): string {
  const fieldErrors = body?.errors?.email;
  if (Array.isArray(fieldErrors) && typeof fieldErrors[0] === "string") return fieldErrors[0];
  return typeof body?.message === "string" && body.message ? body.message : FALLBACK_ERROR;
}

async function subscribe(email: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch("/api/v1/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
  } catch {
    return { kind: "error", message: CONNECTION_ERROR };
  }
  const body = await response.json().catch(() => null);
  if (!response.ok) return { kind: "error", message: failureMessage(body) };
  return { kind: "done", message: typeof body?.message === "string" ? body.message : "Thank you for subscribing!" };
}

/** The newsletter e-mail box: checks the address, sends it, and shows the server's answer. */
export function NewsletterForm({ tone = "light" }: { tone?: "light" | "dark" }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const busy = outcome.kind === "sending";
  const error = outcome.kind === "error" ? outcome.message : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = inputRef.current;
    const email = input?.value.trim() ?? "";
    const problem = emailProblem(email);
    if (problem) {
      setOutcome({ kind: "error", message: problem });
      input?.focus();
      return;
    }
    setOutcome({ kind: "sending" });
    const result = await subscribe(email);
    setOutcome(result);
    if (result.kind === "done" && input) input.value = "";
  }

  const labelColour = tone === "dark" ? "text-white" : "text-ink";
  const messageColour = error ? (tone === "dark" ? "text-red-200" : "text-red-700") : tone === "dark" ? "text-white" : "text-green-800";

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="w-full max-w-xl">
      <label htmlFor={`${id}-email`} className={`mb-1 block text-sm font-medium ${labelColour}`}>
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          className="min-h-11 w-full min-w-0 rounded-full border border-zinc-500 bg-white px-4 text-base text-ink placeholder:text-zinc-500 focus-visible:border-primary-700 aria-invalid:border-red-700"
        />
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {busy ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      <p id={`${id}-message`} role="status" className={`mt-2 min-h-6 text-sm font-medium ${messageColour}`}>
        {outcome.kind === "done" || outcome.kind === "error" ? outcome.message : ""}
      </p>
    </form>
  );
}
