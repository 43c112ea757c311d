"use client";

import Link from "next/link";
import { textLink } from "@/components/ui/button-styles";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { messagesOfZodError, type FieldMessages } from "@/lib/client/call-api";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  EVENT_FIELDS,
  EventFields,
  FIELD_LABELS,
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
import { toast } from "@/components/toast/use-toast";
import { formatNaira } from "@/lib/format";
import type { OrganiserEvent } from "@/lib/events/organiser-event";
import { updateEventSchema } from "@/lib/validations/event";
import { useFieldErrors } from "@/components/ui/use-field-errors";

const ALL_FIELDS = [...EVENT_FIELDS, ...TICKET_FIELDS];
const OPTIONAL_FIELDS = new Set(["eventAgenda", "eventRule"]);

type EditEventFormProps = {
  event: OrganiserEvent;
  categories: CategoryOption[];
  today: string;
  /** Started, or someone holds a ticket: only `changeableWhenLive` may change. */
  live: boolean;
  changeableWhenLive: string[];
  /** The server's answer when locked details change; the event went live while this page was open. */
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
    totalTableNumber: String(event.totalTableNumber),
    totalSeatNumber: String(event.totalSeatNumber),
    parkingAccess: event.parkingAccess,
    ticketPrice: String(event.ticketPrice),
    ticketQuantity: String(event.ticketQuantity),
    ticketPurchaseLimit: String(event.ticketPurchaseLimit),
  };
}

/** The organiser's event, prefilled; only the fields that changed are sent. */
export function EditEventForm({ event, categories, today, live, changeableWhenLive, lockedMessage }: EditEventFormProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, showErrors } = useFieldErrors(ALL_FIELDS);
  // A new key after a save empties the file input, so the same image is not sent again.
  const [imageKey, setImageKey] = useState(0);

  const initial = valuesOf(event);
  const editable = live ? new Set(changeableWhenLive) : null;
  const isEditable = (field: EventField) => !editable || editable.has(field);

  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (busy) return;
    const form = submitted.currentTarget;
    const values = readValues(form);
    const image = isEditable("image") ? chosenImage(form) : undefined;
    const changes = Object.fromEntries(
      ALL_FIELDS.filter((field) => field !== "image" && isEditable(field) && values[field] !== undefined && values[field] !== initial[field]).map(
        (field) => [field, values[field] ?? ""],
      ),
    );

    const parsed = updateEventSchema.safeParse(changes);
    const messages: FieldMessages = parsed.success ? {} : messagesOfZodError(parsed.error);
    if (messages.eventCategory) messages.eventCategory = `${FIELD_LABELS.eventCategory} ${messages.eventCategory}`;
    // The schema reads a blank field as "not given"; here a cleared field is a mistake to point out.
    for (const [field, value] of Object.entries(changes)) {
      if (value.trim() === "" && !OPTIONAL_FIELDS.has(field)) {
        messages[field] = field === "eventCategory" ? "Select a category" : `${FIELD_LABELS[field as EventField]} is required`;
      }
    }
    if (Object.values(messages).some(Boolean)) {
      showErrors(messages);
      return;
    }
    if (Object.keys(changes).length === 0 && !image) {
      setErrors({});
      toast.info("Nothing has changed yet.");
      return;
    }

    setErrors({});
    setBusy(true);
    const body = new FormData();
    for (const [field, value] of Object.entries(changes)) body.set(field, value);
    if (image) body.set("image", image);
    const answer = await sendForm(`/api/v1/event/${encodeURIComponent(event._id)}`, "PATCH", body);
    setBusy(false);

    if (answer.ok) {
      toast.success(answer.message || "Event updated successfully");
      setImageKey((key) => key + 1);
      router.refresh();
      return;
    }
    toast.error(answer.message || "The event could not be updated. Please try again.");
    showErrors(answer.fieldMessages);
    // Tickets sold or the event started meanwhile: reload it so the form shows what may still change.
    if (answer.status === 409 || answer.message === lockedMessage) router.refresh();
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-6">
      {live ? <QuickReminder /> : null}

      <section aria-labelledby="edit-details-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
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
        <section aria-labelledby="edit-tickets-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="edit-tickets-heading" className="text-lg font-semibold">
            Tickets
          </h2>
          {event.ticketTypes.length > 1 ? (
            <p>
              This event sells {event.ticketTypes.length} ticket types.{" "}
              <Link href={`/dashboard/view-event?id=${event._id}#ticket-types-heading`} className={textLink}>
                Edit its ticket types and promo codes
              </Link>
            </p>
          ) : (
            <>
              <TicketFields values={initial} errors={errors} />
              <p className="text-sm text-muted">
                More ticket types (VIP, tables…) and promo codes:{" "}
                <Link href={`/dashboard/view-event?id=${event._id}#ticket-types-heading`} className={textLink}>
                  on the event&apos;s page
                </Link>
              </p>
            </>
          )}
        </section>
      ) : null}

      {live ? <LockedDetails event={event} editable={editable} /> : null}

      <div className="sm:max-w-xs">
        <SubmitButton busy={busy} busyLabel="Loading...">
          Update
        </SubmitButton>
      </div>
    </form>
  );
}

/** What a live event can no longer change, shown as text rather than as disabled inputs. */
function LockedDetails({ event, editable }: { event: OrganiserEvent; editable: ReadonlySet<string> | null }) {
  const rows: [EventField, string][] = [
    ["eventTitle", event.eventTitle],
    ["eventDescription", event.eventDescription],
    ["eventCategory", event.eventCategory?.categoryName ?? "None"],
    ["eventAgenda", event.eventAgenda || "None"],
    ["eventRule", event.eventRule || "None"],
    ["totalTableNumber", event.totalTableNumber.toLocaleString("en-NG")],
    ["totalSeatNumber", event.totalSeatNumber.toLocaleString("en-NG")],
    ["parkingAccess", event.parkingAccess === "yes" ? "Yes" : "No"],
    ["ticketPrice", formatNaira(event.ticketPrice)],
    ["ticketQuantity", event.ticketQuantity.toLocaleString("en-NG")],
    ["ticketPurchaseLimit", event.ticketPurchaseLimit.toLocaleString("en-NG")],
  ];
  return (
    <section aria-labelledby="locked-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-6">
      <h2 id="locked-heading" className="text-lg font-semibold">
        Locked details
      </h2>
      <Image
        src={event.image.imageUrl}
        alt={`Poster for ${event.eventTitle}`}
        width={480}
        height={252}
        sizes="(min-width: 640px) 480px, 100vw"
        className="aspect-[40/21] w-full max-w-md rounded-xl bg-zinc-200 object-cover"
      />
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows
          .filter(([field]) => !editable?.has(field))
          .map(([field, value]) => (
            <div key={field} className={field === "eventDescription" ? "sm:col-span-2" : undefined}>
              <dt className="text-sm font-medium text-muted">{FIELD_LABELS[field]}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
