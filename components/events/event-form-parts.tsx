"use client";

import Image from "next/image";
import { useEffect, useState, type ChangeEvent, type ReactNode } from "react";
import { callApi, type ApiAnswer, type FieldMessages } from "@/lib/client/call-api";
import { FieldError, TextField, describedBy, inputClassName, labelClassName } from "@/components/ui/field";

export type CategoryOption = { _id: string; categoryName: string };

/** The server refuses larger posters; say so before uploading them. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const QUICK_REMINDER =
  "Quick reminder: after an event goes live only date, time and location can be changed; all other details are locked.";

/** The event part of the form, in the order it is shown (and errors are focused). */
export const EVENT_FIELDS = [
  "eventTitle",
  "eventDescription",
  "eventLocation",
  "eventCategory",
  "startDate",
  "startTime",
  "endDate",
  "endTime",
  "eventAgenda",
  "eventRule",
  "totalTableNumber",
  "totalSeatNumber",
  "parkingAccess",
  "image",
] as const;
export const TICKET_FIELDS = ["ticketPrice", "ticketQuantity", "ticketPurchaseLimit"] as const;

export type EventField = (typeof EVENT_FIELDS)[number] | (typeof TICKET_FIELDS)[number];
export type EventValues = Partial<Record<EventField, string>>;

export const FIELD_LABELS: Record<EventField, string> = {
  eventTitle: "Event title",
  eventDescription: "Description",
  eventLocation: "Location",
  eventCategory: "Category",
  startDate: "Start date",
  startTime: "Start time",
  endDate: "End date",
  endTime: "End time",
  eventAgenda: "Agenda",
  eventRule: "Rules",
  totalTableNumber: "Number of tables",
  totalSeatNumber: "Number of seats",
  parkingAccess: "Parking access",
  image: "Event image",
  ticketPrice: "Ticket price",
  ticketQuantity: "Ticket quantity",
  ticketPurchaseLimit: "Purchase limit",
};

/** The form's text values by field name (the image is read separately). */
export function readValues(form: HTMLFormElement): EventValues {
  const data = new FormData(form);
  const values: EventValues = {};
  for (const field of [...EVENT_FIELDS, ...TICKET_FIELDS]) {
    const value = data.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

export function chosenImage(form: HTMLFormElement): File | undefined {
  const file = new FormData(form).get("image");
  return file instanceof File && file.size > 0 ? file : undefined;
}

/** Server messages such as "is required" read better with the field's label in front. */
export function withLabels(messages: FieldMessages): FieldMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [
      field,
      message && /^[a-z]/.test(message) ? `${FIELD_LABELS[field as EventField] ?? field} ${message}` : message,
    ]),
  );
}

/** Sends the event form (multipart, with its image) and labels the field messages of a refusal. */
export async function sendForm(path: string, method: "POST" | "PATCH", body: FormData): Promise<ApiAnswer> {
  const answer = await callApi(path, { method, body });
  return answer.ok ? answer : { ...answer, fieldMessages: withLabels(answer.fieldMessages) };
}

export function QuickReminder({ children }: { children?: ReactNode }) {
  return (
    <div role="note" className="rounded-xl border border-accent/30 bg-accent-50 p-4 text-sm text-accent">
      <p className="font-medium">{QUICK_REMINDER}</p>
      {children}
    </div>
  );
}

type FieldsProps = { values: EventValues; errors: FieldMessages };

const numberProps = { type: "number", inputMode: "numeric", min: 0, step: 1 } as const;

/** Price, quantity and purchase limit. */
export function TicketFields({ values, errors }: FieldsProps) {
  return (
    <>
      <div>
        <TextField
          id="ticketPrice"
          name="ticketPrice"
          label={FIELD_LABELS.ticketPrice}
          defaultValue={values.ticketPrice}
          required
          error={errors.ticketPrice}
          addon={
            <>
              <span className="sr-only">Naira</span>
              <span aria-hidden="true">#</span>
            </>
          }
          aria-describedby={describedBy("ticketPrice", errors.ticketPrice, "ticketPrice-addon ticketPrice-hint")}
          {...numberProps}
        />
        <p id="ticketPrice-hint" className="mt-1 text-sm text-muted">
          we don&apos;t charge for free ticket
        </p>
      </div>
      <TextField
        id="ticketQuantity"
        name="ticketQuantity"
        label={FIELD_LABELS.ticketQuantity}
        defaultValue={values.ticketQuantity}
        required
        error={errors.ticketQuantity}
        {...numberProps}
        min={1}
      />
      <TextField
        id="ticketPurchaseLimit"
        name="ticketPurchaseLimit"
        label={FIELD_LABELS.ticketPurchaseLimit}
        defaultValue={values.ticketPurchaseLimit}
        required
        error={errors.ticketPurchaseLimit}
        {...numberProps}
        min={1}
      />
    </>
  );
}

type EventFieldsProps = FieldsProps & {
  categories: CategoryOption[];
  today: string;
  /** Render only these fields (a live event); all of them when absent. */
  only?: ReadonlySet<string>;
};

/** The event part of the form (without the image), prefilled from `values`. */
export function EventFields({ categories, values, errors, today, only }: EventFieldsProps) {
  const shown = (field: EventField) => !only || only.has(field);
  // Dates may not be in the past, but an event that already started keeps its start date.
  const minDate = (value?: string) => (value && value < today ? value : today);
  const text = (field: EventField, props: { required?: boolean; autoComplete?: string } = {}) =>
    shown(field) ? (
      <TextField id={field} name={field} label={FIELD_LABELS[field]} defaultValue={values[field]} error={errors[field]} {...props} />
    ) : null;
  const area = (field: EventField, required = false) =>
    shown(field) ? <TextAreaField field={field} value={values[field]} error={errors[field]} required={required} /> : null;
  const date = (field: EventField) =>
    shown(field) ? (
      <TextField
        id={field}
        name={field}
        type="date"
        label={FIELD_LABELS[field]}
        defaultValue={values[field]}
        min={minDate(values[field])}
        required
        error={errors[field]}
      />
    ) : null;
  const time = (field: EventField) =>
    shown(field) ? (
      <TextField id={field} name={field} type="time" label={FIELD_LABELS[field]} defaultValue={values[field]} required error={errors[field]} />
    ) : null;
  const count = (field: EventField) =>
    shown(field) ? (
      <TextField id={field} name={field} label={FIELD_LABELS[field]} defaultValue={values[field]} required error={errors[field]} {...numberProps} />
    ) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{text("eventTitle", { required: true, autoComplete: "off" })}</div>
      {shown("eventDescription") ? <div className="sm:col-span-2">{area("eventDescription", true)}</div> : null}
      {text("eventLocation", { required: true, autoComplete: "off" })}
      {shown("eventCategory") ? <CategorySelect categories={categories} value={values.eventCategory} error={errors.eventCategory} /> : null}
      {date("startDate")}
      {time("startTime")}
      {date("endDate")}
      {time("endTime")}
      {area("eventAgenda")}
      {area("eventRule")}
      {count("totalTableNumber")}
      {count("totalSeatNumber")}
      {shown("parkingAccess") ? <ParkingChoice value={values.parkingAccess} error={errors.parkingAccess} /> : null}
    </div>
  );
}

function TextAreaField({ field, value, error, required }: { field: EventField; value?: string; error?: string; required: boolean }) {
  return (
    <div>
      <label htmlFor={field} className={labelClassName}>
        {FIELD_LABELS[field]}
        {required ? null : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <textarea
        id={field}
        name={field}
        rows={4}
        defaultValue={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, error)}
        className={`${inputClassName} py-2`}
      />
      <FieldError id={field} message={error} />
    </div>
  );
}

function CategorySelect({ categories, value, error }: { categories: CategoryOption[]; value?: string; error?: string }) {
  return (
    <div>
      <label htmlFor="eventCategory" className={labelClassName}>
        {FIELD_LABELS.eventCategory}
      </label>
      <select
        id="eventCategory"
        name="eventCategory"
        defaultValue={value ?? ""}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("eventCategory", error)}
        className={inputClassName}
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.categoryName}
          </option>
        ))}
      </select>
      <FieldError id="eventCategory" message={error} />
    </div>
  );
}

function ParkingChoice({ value, error }: { value?: string; error?: string }) {
  const options = [
    { id: "parkingAccess", value: "yes", label: "Yes" },
    { id: "parkingAccess-no", value: "no", label: "No" },
  ];
  return (
    <fieldset aria-describedby={describedBy("parkingAccess", error)} aria-invalid={error ? true : undefined}>
      <legend className={labelClassName}>{FIELD_LABELS.parkingAccess}</legend>
      <div className="flex gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={option.id}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-zinc-500 bg-white px-4 has-checked:border-primary-700 has-checked:bg-primary-50"
          >
            <input
              id={option.id}
              type="radio"
              name="parkingAccess"
              value={option.value}
              defaultChecked={value === option.value}
              className="size-4 accent-primary-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id="parkingAccess" message={error} />
    </fieldset>
  );
}

type ImageFieldProps = {
  error?: string;
  onError: (message: string | undefined) => void;
  required?: boolean;
  /** The image the event has now (edit); the chosen file's preview replaces it. */
  currentUrl?: string;
};

/** One poster file with a preview; files that are not images or are over 5 MB are refused here. */
export function ImageField({ error, onError, required = false, currentUrl }: ImageFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const refuse = (message: string) => {
      input.value = "";
      setPreview(null);
      onError(message);
    };
    if (!file) {
      setPreview(null);
      return;
    }
    if (!file.type.startsWith("image/")) return refuse("Choose an image file (JPEG, PNG, WebP, GIF or AVIF)");
    if (file.size > MAX_IMAGE_BYTES) return refuse("The image must be 5 MB or smaller");
    onError(undefined);
    setPreview(URL.createObjectURL(file));
  }

  const shown = preview ?? currentUrl;
  return (
    <div className="grid gap-3">
      <div>
        <label htmlFor="image" className={labelClassName}>
          {FIELD_LABELS.image}
        </label>
        <input
          id="image"
          name="image"
          type="file"
          accept="image/*"
          required={required}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("image", error, "image-hint")}
          className="block min-h-11 w-full text-sm text-ink file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
        />
        <p id="image-hint" className="mt-1 text-sm text-muted">
          {currentUrl ? "Choose a file only to replace the current image. " : ""}JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.
        </p>
        <FieldError id="image" message={error} />
      </div>
      {shown ? (
        <Image
          src={shown}
          alt={preview ? "Preview of the chosen image" : "Current event image"}
          width={480}
          height={252}
          unoptimized={Boolean(preview)}
          sizes="(min-width: 640px) 480px, 100vw"
          className="aspect-[40/21] w-full max-w-md rounded-xl bg-zinc-200 object-cover"
        />
      ) : null}
    </div>
  );
}
