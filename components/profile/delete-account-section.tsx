"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi, messagesOfZodError } from "@/lib/browser/call-api";
import { useApiForm } from "@/components/ui/use-api-form";
import { describedBy } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/ui/password-field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LOGIN_AGAIN, sessionEnded } from "@/components/profile/session-ended";
import { leaveSession } from "@/components/session/leave-session";
import { toast } from "@/components/ui/use-toast";
import { deleteAccountSchema } from "@/lib/domain/validations/auth";
import { FormGrid } from "@/components/ui/form-grid";
import type { DeletionLosses } from "@/lib/domain/accounts/deletion-losses";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** What goes with the account, so the owner decides knowing it. */
function WhatIsLost({ losses }: { losses: DeletionLosses }) {
  const { tickets, organisedEvents } = losses;
  return (
    <div className="grid gap-3 text-sm">
      <p className="font-medium">Deleting your account also removes:</p>
      {tickets.length > 0 ? (
        <div>
          <p>Your tickets for upcoming events ({plural(tickets.length, "event")}):</p>
          <ul className="mt-1 list-disc pl-5">
            {tickets.map((ticket) => (
              <li key={`${ticket.eventTitle}-${ticket.startsAt}`}>
                {ticket.eventTitle}, {ticket.startsAt} ({plural(ticket.ticketCount, "ticket")})
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>You hold no tickets for upcoming events.</p>
      )}
      {organisedEvents.length > 0 ? (
        <div>
          <p>
            Events you organise that have not ended: they stop selling now, and are cancelled with every ticket refunded when the account is erased:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {organisedEvents.map((event) => (
              <li key={`${event.eventTitle}-${event.startsAt}`}>
                {event.eventTitle}, {event.startsAt} ({plural(event.ticketsSold, "ticket")} sold)
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>Your past tickets, favourites and profile go too.</p>
    </div>
  );
}

const PASSWORD_ID = "deletePassword";
const NOTE_ID = "delete-account-note";

/**
 * SPEC 2.17: the password, then 'Are you sure…?' Yes/No. Yes disables the account on the server
 * (erased after 48 hours), shows the server's sentence and signs out. A wrong password keeps the
 * user here — unlike the original, which signed out whatever happened.
 */
export function DeleteAccountSection({ userId, losses }: { userId: string; losses: DeletionLosses }) {
  const router = useRouter();
  const [password, setPassword] = useState<string | null>(null);
  const { busy, errors, showErrors, submit } = useApiForm([PASSWORD_ID]);
  const error = errors[PASSWORD_ID];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password: new FormData(event.currentTarget).get("password") });
    if (!parsed.success) return showErrors({ [PASSWORD_ID]: messagesOfZodError(parsed.error).password });
    showErrors({});
    setPassword(parsed.data.password);
  }

  function deleteAccount() {
    if (password === null) return;
    void submit({
      checked: { success: true, data: { password } },
      send: (body) => callApi(`/api/v1/delete/user/${encodeURIComponent(userId)}`, { method: "DELETE", body }),
      failure: null,
      onRefused: (response) => {
        if (sessionEnded(response)) return (router.push(LOGIN_AGAIN), true);
        const message = response.message || response.fieldMessages.password || "We could not delete your account. Please try again.";
        setPassword(null);
        toast.error(message);
        showErrors({ [PASSWORD_ID]: message });
        return true;
      },
      keepBusy: true,
      onDone: async (response) => {
        toast.success(typeof response.data === "string" ? response.data : response.message);
        await leaveSession(router, "/");
      },
    });
  }

  return (
    <FormGrid onSubmit={onSubmit}>
      <WhatIsLost losses={losses} />
      <PasswordInput
        id={PASSWORD_ID}
        name="password"
        label="confirm your password"
        autoComplete="current-password"
        required
        error={error}
        aria-describedby={describedBy(PASSWORD_ID, error, NOTE_ID)}
      />
      <p id={NOTE_ID} className="-mt-2 text-sm text-muted">
        account deletion takes 48 hours
      </p>
      <Button type="submit" variant="danger" className="w-full">
        delete account
      </Button>
      <ConfirmDialog
        open={password !== null}
        title="Are you sure you want to delete your account?"
        busy={busy}
        busyLabel="Deleting..."
        onConfirm={deleteAccount}
        onCancel={() => setPassword(null)}
      >
        <p>Your account is disabled now and erased after 48 hours.</p>
        {losses.tickets.length + losses.organisedEvents.length > 0 ? (
          <p>
            {[
              losses.tickets.length ? `Your tickets for ${plural(losses.tickets.length, "upcoming event")}` : "",
              losses.organisedEvents.length ? `${plural(losses.organisedEvents.length, "event")} you organise` : "",
            ]
              .filter(Boolean)
              .join(" and ")}{" "}
            go with it.
          </p>
        ) : null}
      </ConfirmDialog>
    </FormGrid>
  );
}
