"use client";

import Image from "next/image";
import { useEffect, useState, type ChangeEvent } from "react";
import { FieldError, describedBy, labelClassName } from "@/components/ui/field";
import { FIELD_LABELS } from "@/components/events/event-builder/event-fields";

/** The server refuses larger posters; say so before uploading them. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

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
