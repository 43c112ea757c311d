"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { useApiForm } from "@/components/ui/use-api-form";
import { CopyLinkField } from "@/components/ui/copy-link-field";
import type { EventOption } from "@/components/team/invite-form";
import { useRevoke } from "@/components/team/use-revoke";
import { callApi, messagesOfZodError, type FieldMessages } from "@/lib/browser/call-api";
import type { CheckInLinkView } from "@/lib/domain/gate/check-in-links";
import { checkInLinkSchema, LINK_LIFETIMES_HOURS } from "@/lib/domain/validations/team";

// The invite form on the same page has an `eventId` too: these fields' ids carry a prefix.
const FIELDS = ["link-eventId", "link-name", "link-expiresInHours"] as const;
const prefixed = (messages: FieldMessages): FieldMessages =>
  Object.fromEntries(Object.entries(messages).map(([field, message]) => [`link-${field}`, message]));
const STATES = { active: "Works", expired: "Expired", revoked: "Revoked" } as const;
const lifetime = (hours: number) => (hours < 48 ? `${hours} hours` : `${hours / 24} days`);

/** Check-in links for volunteers without an account: create one per gate (its URL shown once), and revoke. */
export function LinksManager({ links, events }: { links: CheckInLinkView[]; events: EventOption[] }) {
  const router = useRouter();
  const { busy, errors, submit } = useApiForm(FIELDS);
  const [created, setCreated] = useState<{ name: string; url: string } | null>(null);
  const revoke = useRevoke<CheckInLinkView>((link) => `/api/v1/team/links/${link._id}`, "Check-in link revoked");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      eventId: String(data.get("eventId") ?? ""),
      name: String(data.get("name") ?? ""),
      expiresInHours: String(data.get("expiresInHours") ?? ""),
    };
    const parsed = checkInLinkSchema.safeParse(body);
    void submit({
      checked: parsed.success ? { success: true, data: body } : { success: false, fieldMessages: prefixed(messagesOfZodError(parsed.error)) },
      send: (sent) => callApi("/api/v1/team/links", { body: sent }),
      failure: "The link could not be created. Please try again.",
      fieldsOf: (response) => prefixed(response.fieldMessages),
      onDone: (response) => {
        const link = response.data as { name?: string; url?: string } | null;
        if (link?.url) setCreated({ name: link.name ?? "", url: link.url });
        form.reset();
        router.refresh();
      },
    });
  }

  const columns: Column<CheckInLinkView>[] = [
    { key: "name", header: "Name", rowHeader: true, cell: (link) => link.name },
    { key: "event", header: "Event", cell: (link) => link.eventTitle },
    { key: "expires", header: "Works until", cell: (link) => <DateTime value={link.expiresAt} /> },
    { key: "state", header: "State", cell: (link) => STATES[link.state] },
    {
      key: "action",
      header: "Action",
      cell: (link) =>
        link.state === "active" ? (
          <Button variant="outline" onClick={() => revoke.ask(link)}>
            Revoke<span className="sr-only"> {link.name}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="grid gap-4">
      {events.length > 0 ? (
        <form onSubmit={onSubmit} noValidate aria-label="New check-in link" className="grid gap-4 sm:grid-cols-3 sm:items-start">
          <SelectField id="link-eventId" name="eventId" label="Event" error={errors["link-eventId"]}>
            {events.map((event) => (
              <option key={event._id} value={event._id}>
                {event.title}
              </option>
            ))}
          </SelectField>
          <TextField id="link-name" name="name" label="Gate or name" placeholder="Gate B" maxLength={60} required error={errors["link-name"]} />
          <SelectField id="link-expiresInHours" name="expiresInHours" label="Works for" defaultValue="24" error={errors["link-expiresInHours"]}>
            {LINK_LIFETIMES_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {lifetime(hours)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" busy={busy} busyLabel="Creating..." className="sm:col-span-3 sm:w-fit">
            Create check-in link
          </Button>
        </form>
      ) : null}
      <DataTable caption="Check-in links" columns={columns} rows={links} minWidth="min-w-[40rem]" empty={{ title: "No check-in links yet." }} />
      <Dialog open={created !== null} title={`Check-in link “${created?.name ?? ""}” created`} onClose={() => setCreated(null)}>
        <p className="mb-3">
          Copy it now: for safety it is shown only this once. Anyone with it can check tickets in at this event until it expires or you revoke it.
        </p>
        {created ? <CopyLinkField id="created-link" label="Check-in link" url={created.url} /> : null}
      </Dialog>
      <ConfirmDialog {...revoke.dialog} title="Revoke this check-in link?" busyLabel="Revoking...">
        {revoke.pending ? `“${revoke.pending.name}” stops working at once.` : null}
      </ConfirmDialog>
    </div>
  );
}
