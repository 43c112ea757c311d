"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { messagesOfZodError, type FieldMessages } from "@/lib/browser/call-api";
import { useTimeout } from "@/components/auth/use-timeout";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useApiForm } from "@/components/ui/use-api-form";
import { checkEventPart } from "@/components/events/event-builder/check-event-part";
import { EventFields } from "@/components/events/event-builder/event-details-fields";
import {
  EVENT_FIELDS,
  TICKET_FIELDS,
  chosenImage,
  countIn,
  readValues,
  sendForm,
  type CategoryOption,
  type EventField,
} from "@/components/events/event-builder/event-fields";
import { ImageField } from "@/components/events/event-builder/image-field";
import { PaymentTermsFields } from "@/components/events/event-builder/payment-terms-fields";
import { WaitlistBuilderFields } from "@/components/waitlist/waitlist-builder-fields";
import { ReminderFields } from "@/components/events/event-builder/reminder-fields";
import { TicketHolderFields } from "@/components/events/event-builder/ticket-holder-fields";
import { TicketDialog } from "@/components/events/event-builder/ticket-dialog";
import { typesForApi, type TypeDraft } from "@/components/events/ticket-types-editor";
import { toast } from "@/components/ui/use-toast";
import type { Plan } from "@/lib/domain/plans/plan-limits";
import { createEventSchema, eventFields } from "@/lib/domain/validations/event";

/** SPEC 9: the success modal shows for 3 s before Manage Event opens. */
const REDIRECT_DELAY_MS = 3000;

const hasAny = (messages: FieldMessages) => Object.values(messages).some(Boolean);

type CreateEventFormProps = { categories: CategoryOption[]; plan: Plan; today: string };

/** SPEC 2.17: the event form, then a ticket modal that publishes the event. */
export function CreateEventForm({ categories, plan, today }: CreateEventFormProps) {
  const router = useRouter();
  const later = useTimeout();
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<string | null>(null);
  // Field messages focus the first wrong ticket field; wrong event fields are focused below.
  const { busy, errors, setErrors, showErrors, submit } = useApiForm(TICKET_FIELDS);
  const [ticketOpen, setTicketOpen] = useState(false);
  const [publishError, setPublishError] = useState("");
  const [published, setPublished] = useState(false);
  const [moreTypes, setMoreTypes] = useState<TypeDraft[]>([]);
  // Seats and the Regular quantity as typed, for the warning when seats are fewer than tickets.
  const [typed, setTyped] = useState({ seats: 0, regular: 0 });
  const tickets = typed.regular + moreTypes.reduce((sum, draft) => sum + (Number(draft.quantity) || 0), 0);

  // Focus the first wrong event field once the ticket modal has closed (closing moves focus back).
  useEffect(() => {
    const field = pendingFocus.current;
    if (!field || ticketOpen) return;
    pendingFocus.current = null;
    document.getElementById(field)?.focus();
  });

  function showEventErrors(messages: FieldMessages) {
    setErrors(messages);
    setTicketOpen(false);
    pendingFocus.current = EVENT_FIELDS.find((field) => messages[field]) ?? null;
  }

  /** Wrong event details close the modal and show on the form; wrong ticket details stay in the modal. */
  function showMessages(messages: FieldMessages) {
    if (EVENT_FIELDS.some((field) => messages[field])) showEventErrors(messages);
    else showErrors(messages);
  }

  function openTickets(form: HTMLFormElement) {
    const messages = checkEventPart(readValues(form), chosenImage(form));
    if (hasAny(messages)) return showEventErrors(messages);
    setErrors({});
    setPublishError("");
    setTicketOpen(true);
  }

  function bodyOf(form: HTMLFormElement) {
    const values = readValues(form);
    const body = new FormData();
    for (const field of Object.keys(eventFields) as EventField[]) body.set(field, values[field] ?? "");
    body.set("featured", new FormData(form).get("featured") === "yes" ? "yes" : "no");
    const image = chosenImage(form);
    if (image) body.set("image", image);
    if (moreTypes.length) {
      const regular = { name: "Regular", price: values.ticketPrice, quantity: values.ticketQuantity, maxPerOrder: values.ticketPurchaseLimit };
      body.set("ticketTypes", JSON.stringify([regular, ...typesForApi(moreTypes)]));
    }
    return body;
  }

  function publish(form: HTMLFormElement) {
    const values = readValues(form);
    const eventMessages = checkEventPart(values, chosenImage(form));
    if (hasAny(eventMessages)) return showEventErrors(eventMessages);
    const parsed = createEventSchema.safeParse(values);
    if (!parsed.success) return showMessages(messagesOfZodError(parsed.error));
    setPublishError("");
    void submit({
      checked: { success: true, data: bodyOf(form) },
      send: (body) => sendForm(`/api/v1/create-event/${encodeURIComponent(values.eventCategory ?? "")}`, "POST", body),
      failure: null,
      onRefused: (response) => {
        const message = response.message || "The event could not be published. Please try again.";
        toast.error(message);
        const messages = response.status === 404 ? { ...response.fieldMessages, eventCategory: message } : response.fieldMessages;
        // A plan limit (403) or any other refusal without field messages is explained next to the button.
        if (!hasAny(messages)) setPublishError(message);
        showMessages(messages);
        return true;
      },
      keepBusy: true,
      onDone: () => {
        toast.success("Event created Succeully");
        setTicketOpen(false);
        setPublished(true);
        // The dashboard's menu now counts this account as an organiser.
        router.refresh();
        later(() => router.push("/dashboard/manage-event"), REDIRECT_DELAY_MS);
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || published) return;
    // Enter in the event part means "Next"; inside the ticket modal it publishes.
    if (ticketOpen) publish(event.currentTarget);
    else openTickets(event.currentTarget);
  }

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={(event) =>
        setTyped({ seats: countIn(event.currentTarget, "totalSeatNumber"), regular: countIn(event.currentTarget, "ticketQuantity") })
      }
      className="grid gap-6"
    >
      <section aria-labelledby="event-details-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="event-details-heading" className="text-lg font-semibold">
          Event details
        </h2>
        <EventFields categories={categories} values={{ parkingAccess: "no" }} errors={errors} today={today} />
        <ImageField required error={errors.image} onError={(message) => setErrors((current) => ({ ...current, image: message }))} />
      </section>

      <section aria-labelledby="event-payments-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="event-payments-heading" className="text-lg font-semibold">
          Payments
        </h2>
        <PaymentTermsFields values={{}} errors={errors} />
        <ReminderFields values={{}} errors={errors} />
        <TicketHolderFields values={{}} errors={errors} />
      </section>
      <WaitlistBuilderFields values={{}} errors={errors} />

      <div className="flex justify-end">
        <Button onClick={() => formRef.current && openTickets(formRef.current)} className="w-full sm:w-auto sm:min-w-40">
          Next
        </Button>
      </div>

      <TicketDialog
        open={ticketOpen}
        onClose={() => setTicketOpen(false)}
        busy={busy}
        errors={errors}
        plan={plan}
        moreTypes={moreTypes}
        onMoreTypes={setMoreTypes}
        publishError={publishError}
        seating={{ seats: typed.seats, tickets }}
      />

      <Dialog open={published} title="Congratulations on successfully creating an event!!" closable={false}>
        <p>Taking you to Manage event…</p>
      </Dialog>
    </form>
  );
}
