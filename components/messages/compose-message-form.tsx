"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";
import { FieldError, TextField, labelClassName } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { useApiForm } from "@/components/ui/use-api-form";
import { CHANNEL_LABELS, CHANNELS } from "@/lib/domain/messages/channels/types";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, SEGMENT_KINDS, SEGMENT_LABELS, createMessageSchema } from "@/lib/domain/validations/message";

const FIELDS = ["segment.kind", "segment.ticketTypeId", "segment.orderId", "channels", "subject", "body", "sendAt"];

const CHANNEL_NOTES = {
  email: "Free; to everyone who gave an e-mail.",
  sms: "To Nigerian mobile numbers; over 160 characters goes as several texts.",
  whatsapp: "Through our approved template; your text goes inside it.",
} as const;

type ComposeProps = { eventId: string; ticketTypes: { _id: string; name: string }[]; smsPerDay: number };

/** The organiser's message: who gets it, by which channels, what it says, and when (Lagos time). */
export function ComposeMessageForm({ eventId, ticketTypes, smsPerDay }: ComposeProps) {
  const router = useRouter();
  const { busy, errors, submit } = useApiForm(FIELDS);
  const [kind, setKind] = useState<string>("all_holders");
  const [later, setLater] = useState(false);
  const [length, setLength] = useState(0);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      segment: { kind: form.get("segment.kind"), ticketTypeId: form.get("segment.ticketTypeId") ?? "", orderId: form.get("segment.orderId") ?? "" },
      channels: form.getAll("channels"),
      subject: form.get("subject"),
      body: form.get("body"),
      sendAt: later ? form.get("sendAt") : "",
    };
    const target = event.currentTarget;
    void submit({
      checked: createMessageSchema.safeParse(body),
      send: () => callApi(`/api/v1/events/${encodeURIComponent(eventId)}/messages`, { body }),
      failure: "The message could not be sent",
      success: later ? "Message scheduled" : "Message sent",
      onDone: () => {
        target.reset();
        setLength(0);
        setLater(false);
        setKind("all_holders");
        router.refresh();
      },
    });
  }

  return (
    <form onSubmit={send} noValidate aria-label="New message" className="grid gap-4">
      <SelectField
        id="segment.kind"
        label="To"
        value={kind}
        onChange={(change) => setKind(change.currentTarget.value)}
        error={errors["segment.kind"]}
      >
        {SEGMENT_KINDS.map((segment) => (
          <option key={segment} value={segment}>
            {SEGMENT_LABELS[segment]}
          </option>
        ))}
      </SelectField>
      {kind === "ticket_type" ? (
        <SelectField id="segment.ticketTypeId" label="Ticket type" error={errors["segment.ticketTypeId"]}>
          {ticketTypes.map((type) => (
            <option key={type._id} value={type._id}>
              {type.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {kind === "order" ? (
        <TextField
          id="segment.orderId"
          label="Order number"
          hint="As the sales list shows it."
          autoComplete="off"
          error={errors["segment.orderId"]}
        />
      ) : null}
      <fieldset className="grid gap-2" aria-describedby={errors.channels ? "channels-error" : undefined}>
        <legend className={labelClassName}>Send by</legend>
        {CHANNELS.map((channel) => (
          <label
            key={channel}
            className="flex min-h-11 items-start gap-3 rounded-xl border border-zinc-300 bg-white p-3 has-checked:border-primary-700 has-checked:bg-primary-50"
          >
            <input
              type="checkbox"
              name="channels"
              value={channel}
              defaultChecked={channel === "email"}
              className="mt-1 size-5 shrink-0 accent-primary-700"
            />
            <span className="min-w-0">
              <span className="block font-semibold">{CHANNEL_LABELS[channel]}</span>
              <span className="block text-sm text-muted">{CHANNEL_NOTES[channel]}</span>
            </span>
          </label>
        ))}
        <p className="text-sm text-muted">Your plan sends up to {smsPerDay.toLocaleString("en-NG")} SMS and WhatsApp messages a day.</p>
        <FieldError id="channels" message={errors.channels} />
      </fieldset>
      <TextField id="subject" label="Subject" maxLength={MESSAGE_SUBJECT_MAX} required error={errors.subject} hint="The e-mail's subject line." />
      <TextArea
        id="body"
        label="Message"
        rows={5}
        maxLength={MESSAGE_BODY_MAX}
        required
        error={errors.body}
        hint={`${length} of ${MESSAGE_BODY_MAX} characters. Every message ends with a link to stop your messages.`}
        onChange={(change) => setLength(change.currentTarget.value.length)}
      />
      <fieldset className="grid gap-2">
        <legend className={labelClassName}>When</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="when" value="now" checked={!later} onChange={() => setLater(false)} className="size-5 accent-primary-700" /> Now
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="when" value="later" checked={later} onChange={() => setLater(true)} className="size-5 accent-primary-700" /> At a
          set time
        </label>
      </fieldset>
      {later ? <TextField id="sendAt" label="Send at (Lagos time)" type="datetime-local" required error={errors.sendAt} /> : null}
      <Button type="submit" busy={busy} busyLabel={later ? "Scheduling..." : "Sending..."} className="w-full sm:w-auto sm:justify-self-start">
        {later ? "Schedule message" : "Send message"}
      </Button>
    </form>
  );
}
