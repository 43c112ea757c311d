"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import { messagesOfZodError, type FieldMessages } from "@/lib/client/call-api";
import { focusFirstError } from "@/lib/client/focus-first-error";
import { primaryButton } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useTimeout } from "@/components/auth/use-timeout";
import { Dialog } from "@/components/ui/dialog";
import { TicketTypesEditor, typesForApi, type TypeDraft } from "@/components/events/ticket-types-editor";
import { toast } from "@/components/toast/use-toast";
import { PLAN_LIMITS, PLAN_NAMES, type Plan } from "@/lib/plans/plan-limits";
import {
  EVENT_FIELDS,
  EventFields,
  ImageField,
  QuickReminder,
  TICKET_FIELDS,
  TicketFields,
  chosenImage,
  readValues,
  sendForm,
  type CategoryOption,
  type EventField,
  type EventValues,
} from "@/components/events/event-form-parts";
import { createEventSchema, eventFields, scheduleIssues } from "@/lib/validations/event";

/** SPEC 9: the success modal shows for 3 s before Manage Event opens. */
const REDIRECT_DELAY_MS = 3000;

const eventPartSchema = z.object(eventFields).pick({
  eventTitle: true,
  eventDescription: true,
  eventLocation: true,
  eventAgenda: true,
  eventRule: true,
  startDate: true,
  startTime: true,
  endDate: true,
  endTime: true,
  totalTableNumber: true,
  totalSeatNumber: true,
  parkingAccess: true,
});

/** Client-side messages for the event part: the shared schema, the schedule rules, category and image. */
function checkEventPart(values: EventValues, image: File | undefined): FieldMessages {
  const messages: FieldMessages = {};
  const parsed = eventPartSchema.safeParse(values);
  if (!parsed.success) Object.assign(messages, messagesOfZodError(parsed.error));
  else for (const issue of scheduleIssues(parsed.data)) messages[issue.path] ??= issue.message;
  if (!values.eventCategory) messages.eventCategory = "Select a category";
  if (!image) messages.image = "Add an image for the event";
  return messages;
}

function planLimitText(plan: Plan): string {
  const { maxOpenEvents, maxTicketsPerEvent } = PLAN_LIMITS[plan];
  const tickets = Number.isFinite(maxTicketsPerEvent)
    ? `up to ${maxTicketsPerEvent.toLocaleString("en-NG")} tickets per event`
    : "unlimited tickets per event";
  const events = Number.isFinite(maxOpenEvents)
    ? `${maxOpenEvents} upcoming event at a time`
    : "unlimited events";
  return `Your ${PLAN_NAMES[plan]} plan allows ${tickets} and ${events}.`;
}

type CreateEventFormProps = { categories: CategoryOption[]; plan: Plan; today: string };

/** SPEC 2.17: the event form, then a ticket modal that publishes the event. */
export function CreateEventForm({ categories, plan, today }: CreateEventFormProps) {
  const router = useRouter();
  const later = useTimeout();
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [ticketOpen, setTicketOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [publishError, setPublishError] = useState("");
  const [published, setPublished] = useState(false);
  // Types beyond the first ("Regular", from the price and quantity fields).
  const [moreTypes, setMoreTypes] = useState<TypeDraft[]>([]);

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

  function openTickets(form: HTMLFormElement) {
    const messages = checkEventPart(readValues(form), chosenImage(form));
    if (Object.values(messages).some(Boolean)) {
      showEventErrors(messages);
      return;
    }
    setErrors({});
    setPublishError("");
    setTicketOpen(true);
  }

  async function publish(form: HTMLFormElement) {
    const values = readValues(form);
    const image = chosenImage(form);
    const eventMessages = checkEventPart(values, image);
    if (Object.values(eventMessages).some(Boolean)) {
      showEventErrors(eventMessages);
      return;
    }
    const parsed = createEventSchema.safeParse(values);
    if (!parsed.success) {
      showMessages(messagesOfZodError(parsed.error));
      return;
    }

    setErrors({});
    setPublishError("");
    setBusy(true);
    const body = new FormData();
    for (const field of Object.keys(eventFields) as EventField[]) body.set(field, values[field] ?? "");
    body.set("featured", new FormData(form).get("featured") === "yes" ? "yes" : "no");
    if (image) body.set("image", image);
    if (moreTypes.length) {
      const regular = { name: "Regular", price: values.ticketPrice, quantity: values.ticketQuantity, maxPerOrder: values.ticketPurchaseLimit };
      body.set("ticketTypes", JSON.stringify([regular, ...typesForApi(moreTypes)]));
    }
    const answer = await sendForm(`/api/v1/create-event/${encodeURIComponent(values.eventCategory ?? "")}`, "POST", body);

    if (answer.ok) {
      toast.success("Event created Succeully");
      setTicketOpen(false);
      setPublished(true);
      later(() => router.push("/dashboard/manage-event"), REDIRECT_DELAY_MS);
      return;
    }

    setBusy(false);
    const message = answer.message || "The event could not be published. Please try again.";
    toast.error(message);
    const messages = answer.status === 404 ? { ...answer.fieldMessages, eventCategory: message } : answer.fieldMessages;
    // A plan limit (403) or any other refusal without field messages is explained next to the button.
    if (!Object.values(messages).some(Boolean)) setPublishError(message);
    showMessages(messages);
  }

  /** Wrong event details close the modal and show on the form; wrong ticket details stay in the modal. */
  function showMessages(messages: FieldMessages) {
    if (EVENT_FIELDS.some((field) => messages[field])) {
      showEventErrors(messages);
      return;
    }
    setErrors(messages);
    focusFirstError(TICKET_FIELDS, messages);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || published) return;
    // Enter in the event part means "Next"; inside the ticket modal it publishes.
    if (ticketOpen) void publish(event.currentTarget);
    else openTickets(event.currentTarget);
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="grid gap-6">
      <section aria-labelledby="event-details-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="event-details-heading" className="text-lg font-semibold">
          Event details
        </h2>
        <EventFields categories={categories} values={{ parkingAccess: "no" }} errors={errors} today={today} />
        <ImageField
          required
          error={errors.image}
          onError={(message) => setErrors((current) => ({ ...current, image: message }))}
        />
      </section>

      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => formRef.current && openTickets(formRef.current)}
          className={`${primaryButton} w-full sm:w-auto sm:min-w-40`}
        >
          Next
        </button>
      </div>

      <Dialog open={ticketOpen} title="Add ticket" onClose={() => setTicketOpen(false)} closable={!busy}>
        <div className="grid gap-4 text-left text-ink">
          <TicketFields errors={errors} values={{}} />
          <section aria-labelledby="more-types-heading" className="grid gap-2">
            <h3 id="more-types-heading" className="font-semibold">
              More ticket types <span className="font-normal text-muted">(optional: the price above is &quot;Regular&quot;)</span>
            </h3>
            <TicketTypesEditor drafts={moreTypes} onChange={setMoreTypes} idPrefix="more-type" />
          </section>
          <FeatureChoice canFeature={PLAN_LIMITS[plan].canFeature} />
          <QuickReminder>
            <p className="mt-1">{planLimitText(plan)}</p>
          </QuickReminder>
          {publishError ? (
            <p id="publish-error" role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800">
              {publishError}
            </p>
          ) : null}
          <SubmitButton busy={busy} busyLabel="Loading...">
            Publish event
          </SubmitButton>
        </div>
      </Dialog>

      <Dialog open={published} title="Congratulations on successfully creating an event!!" closable={false}>
        <p>Taking you to Manage event…</p>
      </Dialog>
    </form>
  );
}

/** Pro and Premium organisers may show the event among the home page's featured events. */
function FeatureChoice({ canFeature }: { canFeature: boolean }) {
  return (
    <div className="flex min-h-11 items-start gap-3">
      <input
        id="featured"
        name="featured"
        type="checkbox"
        value="yes"
        disabled={!canFeature}
        aria-describedby="featured-hint"
        className="mt-1 size-5 accent-primary-700"
      />
      <div>
        <label htmlFor="featured" className="font-medium">
          Feature this event on the home page
        </label>
        <p id="featured-hint" className="text-sm text-muted">
          {canFeature ? "Shown among the featured events while it is upcoming." : "Available on the Pro and Premium plans."}
        </p>
      </div>
    </div>
  );
}
