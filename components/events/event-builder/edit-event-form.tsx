"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { messagesOfZodError, type FieldMessages } from "@/lib/browser/call-api";
import { textLink } from "@/components/ui/button-styles";
import { SubmitButton } from "@/components/ui/submit-button";
import { useApiForm } from "@/components/ui/use-api-form";
import { EventFields } from "@/components/events/event-builder/event-details-fields";
import {
  EVENT_FIELDS,
  FIELD_LABELS,
  TICKET_FIELDS,
  chosenImage,
  countIn,
  readValues,
  sendForm,
  type CategoryOption,
  type EventField,
  type EventValues,
} from "@/components/events/event-builder/event-fields";
import { ImageField } from "@/components/events/event-builder/image-field";
import { LockedDetails } from "@/components/events/event-builder/locked-details";
import { QuickReminder } from "@/components/events/event-builder/quick-reminder";
import { SeatingWarning } from "@/components/events/event-builder/seating-warning";
import { TicketFields } from "@/components/events/event-builder/ticket-fields";
import { PaymentTermsFields } from "@/components/events/event-builder/payment-terms-fields";
import { WaitlistBuilderFields } from "@/components/waitlist/waitlist-builder-fields";
import { ReminderFields } from "@/components/events/event-builder/reminder-fields";
import { TicketHolderFields, ticketHolderValues } from "@/components/events/event-builder/ticket-holder-fields";
import { toast } from "@/components/ui/use-toast";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { updateEventSchema } from "@/lib/domain/validations/event";
import { FormGrid } from "@/components/ui/form-grid";

const ALL_FIELDS = [...EVENT_FIELDS, ...TICKET_FIELDS];
// A cleared seating field means none (a standing event).
const OPTIONAL_FIELDS = new Set(["eventAgenda", "eventRule", "totalTableNumber", "totalSeatNumber"]);

/** No seating shows as an empty field, as it was left when the event was created. */
const countText = (count: number) => (count > 0 ? String(count) : "");

type EditEventFormProps = {
  event: OrganiserEvent;
  categories: CategoryOption[];
  today: string;
  /** Started, or someone holds a ticket: only `changeableWhenLive` may change. */
  live: boolean;
  changeableWhenLive: string[];
  /** The server's response when locked details change; the event went live while this page was open. */
  lockedMessage: string;
};

function valuesOf(event: OrganiserEvent): EventValues {
  return {
    eventTitle: event.eventTitle,
    eventDescription: event.eventDescription,
    eventLocation: event.eventLocation,
    eventCategory: event.eventCategory?._id ?? "",
    startDate: event.startDate,
    startTime: event.startTime,
    endDate: event.endDate,
    endTime: event.endTime,
    eventAgenda: event.eventAgenda,
    eventRule: event.eventRule,
    totalTableNumber: countText(event.totalTableNumber),
    totalSeatNumber: countText(event.totalSeatNumber),
    parkingAccess: event.parkingAccess,
    ticketPrice: String(event.ticketPrice),
    ticketQuantity: String(event.ticketQuantity),
    ticketPurchaseLimit: String(event.ticketPurchaseLimit),
    feeMode: event.feeMode,
    paymentChannels: event.paymentChannels.join(","),
    waitlistEnabled: event.waitlistEnabled ? "yes" : "no",
    waitlistOfferMinutes: String(event.waitlistOfferMinutes),
    messageReminders: event.messageReminders ? "on" : "off",
    ...ticketHolderValues(event),
  };
}

/** The organiser's event, prefilled; only the fields that changed are sent. */
export function EditEventForm({ event, categories, today, live, changeableWhenLive, lockedMessage }: EditEventFormProps) {
  const router = useRouter();
  const { busy, errors, setErrors, submit } = useApiForm(ALL_FIELDS);
  // A new key after a save empties the file input, so the same image is not sent again.
  const [imageKey, setImageKey] = useState(0);
  const [seating, setSeating] = useState({ seats: event.totalSeatNumber, tickets: event.ticketQuantity });

  const initial = valuesOf(event);
  const editable = live ? new Set(changeableWhenLive) : null;
  const isEditable = (field: EventField) => !editable || editable.has(field);

  /** Only the fields that changed (and may change) go: the schema reads a blank field as "not given", so a cleared one is pointed out. */
  function checkChanges(form: HTMLFormElement) {
    const values = readValues(form);
    const changes = Object.fromEntries(
      ALL_FIELDS.filter((field) => field !== "image" && isEditable(field) && values[field] !== undefined && values[field] !== initial[field]).map(
        (field) => [field, values[field] ?? ""],
      ),
    );
    const parsed = updateEventSchema.safeParse(changes);
    const messages: FieldMessages = parsed.success ? {} : messagesOfZodError(parsed.error);
    if (messages.eventCategory) messages.eventCategory = `${FIELD_LABELS.eventCategory} ${messages.eventCategory}`;
    for (const [field, value] of Object.entries(changes)) {
      // No channel ticked: the schema's message says to choose one.
      if (value.trim() === "" && !OPTIONAL_FIELDS.has(field) && field !== "paymentChannels") {
        messages[field] = field === "eventCategory" ? "Select a category" : `${FIELD_LABELS[field as EventField]} is required`;
      }
    }
    return { changes, messages };
  }

  /** Seats and tickets as typed (or as saved, when the form has no such field), for the seating warning. */
  function onTyped(changed: FormEvent<HTMLElement>) {
    const form = changed.currentTarget.closest("form");
    if (!form) return;
    const typed = (field: EventField, saved: number) => (form.elements.namedItem(field) ? countIn(form, field) : saved);
    setSeating({ seats: typed("totalSeatNumber", event.totalSeatNumber), tickets: typed("ticketQuantity", event.ticketQuantity) });
  }

  function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (busy) return;
    const form = submitted.currentTarget;
    const image = isEditable("image") ? chosenImage(form) : undefined;
    const { changes, messages } = checkChanges(form);
    const problems = Object.values(messages).some(Boolean);
    if (!problems && Object.keys(changes).length === 0 && !image) {
      setErrors({});
      toast.info("Nothing has changed yet.");
      return;
    }
    const body = new FormData();
    for (const [field, value] of Object.entries(changes)) body.set(field, value);
    if (image) body.set("image", image);
    void submit({
      checked: problems ? { success: false, fieldMessages: messages } : { success: true, data: body },
      send: (data) => sendForm(`/api/v1/events/${encodeURIComponent(event._id)}`, "PATCH", data),
      failure: "The event could not be updated. Please try again.",
      onRefused: (response) => {
        // Tickets sold or the event started meanwhile: reload it so the form shows what may still change.
        if (response.status === 409 || response.message === lockedMessage) router.refresh();
      },
      success: "Event updated successfully",
      onDone: () => {
        setImageKey((key) => key + 1);
        router.refresh();
      },
    });
  }

  return (
    <FormGrid onSubmit={onSubmit} className="gap-6">
      {live ? <QuickReminder /> : null}

      <section
        onChange={onTyped}
        aria-labelledby="edit-details-heading"
        className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="edit-details-heading" className="text-lg font-semibold">
          {live ? "Date, time and location" : "Event details"}
        </h2>
        <EventFields categories={categories} values={initial} errors={errors} today={today} only={editable ?? undefined} />
        {isEditable("image") ? (
          <ImageField
            key={imageKey}
            currentUrl={event.image.imageUrl}
            error={errors.image}
            onError={(message) => setErrors((current) => ({ ...current, image: message }))}
          />
        ) : null}
      </section>

      {TICKET_FIELDS.some(isEditable) ? (
        <section
          onChange={onTyped}
          aria-labelledby="edit-tickets-heading"
          className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="edit-tickets-heading" className="text-lg font-semibold">
            Tickets
          </h2>
          {event.ticketTypes.length > 1 ? (
            <p>
              This event sells {event.ticketTypes.length} ticket types.{" "}
              <Link href={`/dashboard/view-event?id=${event._id}#ticket-types`} className={textLink}>
                Edit its ticket types
              </Link>
            </p>
          ) : (
            <>
              <TicketFields values={initial} errors={errors} />
              <p className="text-sm text-muted">
                More ticket types (VIP, tables…):{" "}
                <Link href={`/dashboard/view-event?id=${event._id}#ticket-types`} className={textLink}>
                  on the event&apos;s page
                </Link>
              </p>
            </>
          )}
        </section>
      ) : null}

      {isEditable("feeMode") || isEditable("paymentChannels") ? (
        <section aria-labelledby="edit-payments-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="edit-payments-heading" className="text-lg font-semibold">
            Payments
          </h2>
          <PaymentTermsFields values={initial} errors={errors} only={editable ?? undefined} />
          <ReminderFields values={initial} errors={errors} />
          <TicketHolderFields values={initial} errors={errors} />
        </section>
      ) : null}

      <WaitlistBuilderFields values={initial} errors={errors} />
      {live ? <LockedDetails event={event} editable={editable} /> : null}
      <p className="text-sm text-muted">
        Promo and access codes:{" "}
        <Link href={`/dashboard/view-event?id=${event._id}#promo-codes`} className={textLink}>
          on the event&apos;s page
        </Link>
      </p>
      {isEditable("totalSeatNumber") ? <SeatingWarning seats={seating.seats} tickets={seating.tickets} /> : null}

      <div className="sm:max-w-xs">
        <SubmitButton busy={busy} busyLabel="Loading...">
          Update
        </SubmitButton>
      </div>
    </FormGrid>
  );
}
