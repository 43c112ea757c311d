"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { useApiForm } from "@/components/ui/use-api-form";
import { callApi } from "@/lib/browser/call-api";
import { ROLE_LABELS, TEAM_ROLE_NAMES } from "@/lib/domain/access/roles";
import { invitationSchema } from "@/lib/domain/validations/team";

export type EventOption = { _id: string; title: string };

const FIELDS = ["email", "role", "eventId"] as const;

const ROLE_HINTS = {
  co_organiser: "everything but payouts and plan",
  finance: "sales, refunds and payouts",
  check_in: "scan tickets and look up attendees",
} as const;

/** Invites someone by e-mail to one event or all of the owner's events; the server checks and mails the link. */
export function InviteForm({ events }: { events: EventOption[] }) {
  const router = useRouter();
  const { busy, errors, submit } = useApiForm(FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = { email: String(data.get("email") ?? ""), role: String(data.get("role") ?? ""), eventId: String(data.get("eventId") ?? "") };
    void submit({
      checked: invitationSchema.safeParse(body),
      send: (sent) => callApi("/api/v1/team/invitations", { body: sent }),
      failure: "The invitation could not be sent. Please try again.",
      success: "Invitation sent",
      onDone: () => {
        form.reset();
        router.refresh();
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite to your team" className="grid gap-4 sm:grid-cols-3 sm:items-start">
      <TextField id="email" label="E-mail address" type="email" autoComplete="off" required error={errors.email} />
      <SelectField id="role" label="Role" defaultValue="check_in" error={errors.role}>
        {TEAM_ROLE_NAMES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]} — {ROLE_HINTS[role]}
          </option>
        ))}
      </SelectField>
      <SelectField id="eventId" label="Events" defaultValue="all" error={errors.eventId}>
        <option value="all">All my events</option>
        {events.map((event) => (
          <option key={event._id} value={event._id}>
            {event.title}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={busy} busyLabel="Sending..." className="sm:col-span-3 sm:w-fit">
        Send invitation
      </Button>
    </form>
  );
}
