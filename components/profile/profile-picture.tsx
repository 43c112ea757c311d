"use client";

import Image from "next/image";
import { useRouter } from "next/navigation";
import { useState, type ChangeEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { FieldError, describedBy } from "@/components/ui/field";
import { LOGIN_AGAIN } from "@/components/profile/session-ended";
import { refreshSession } from "@/components/session/use-session";
import { toast } from "@/components/ui/use-toast";
import { useBusyAction } from "@/components/ui/use-busy-action";

/** What the server accepts (it checks the content again): the common web image types, up to 5 MB. */
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];
const MAX_BYTES = 5 * 1024 * 1024;

const INPUT_ID = "profile-picture";
const HINT_ID = `${INPUT_ID}-hint`;

function problemWith(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return "Choose a JPEG, PNG, WebP, GIF or AVIF image.";
  if (file.size > MAX_BYTES) return "The image must be 5 MB or smaller.";
  return null;
}

const avatarUrlOf = (data: unknown) => {
  const url = (data as { avatarUrl?: unknown } | null)?.avatarUrl;
  return typeof url === "string" ? url : null;
};

/** SPEC 2.17: the profile picture (or the name's initial) and a picker that uploads as soon as a file is chosen. */
export function ProfilePicture({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const router = useRouter();
  const [url, setUrl] = useState(avatarUrl);
  const { busy, run } = useBusyAction();
  const [error, setError] = useState<string>();

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again still counts as a change.
    input.value = "";
    if (!file || busy) return;
    const problem = problemWith(file);
    setError(problem ?? undefined);
    if (problem) return;
    const form = new FormData();
    form.append("image", file);
    void run(async () => {
      const response = await callApi("/api/v1/profile/picture", { body: form });
      if (!response.ok) {
        if (response.status === 401) return router.push(LOGIN_AGAIN);
        const message = response.fieldMessages.image ? `The image ${response.fieldMessages.image}.` : "";
        return setError(response.message || message || "We could not upload your picture. Please try again.");
      }
      setUrl(avatarUrlOf(response.data) ?? url);
      toast.success(response.message || "Profile picture updated");
      router.refresh();
      refreshSession();
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-5">
      {url ? (
        <Image
          src={url}
          alt={`Profile picture of ${name}`}
          width={96}
          height={96}
          unoptimized
          className="size-24 rounded-full bg-zinc-200 object-cover"
        />
      ) : (
        <span
          role="img"
          aria-label={`No profile picture; initial ${name.charAt(0).toUpperCase()}`}
          className="inline-flex size-24 items-center justify-center rounded-full bg-accent text-4xl font-semibold text-white"
        >
          <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
        </span>
      )}
      <div className="grid gap-1">
        <input
          id={INPUT_ID}
          type="file"
          accept={IMAGE_TYPES.join(",")}
          onChange={upload}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(INPUT_ID, error, HINT_ID)}
          className="peer sr-only"
        />
        <label
          htmlFor={INPUT_ID}
          className="inline-flex min-h-11 w-fit cursor-pointer items-center justify-center rounded-full border border-primary-700 px-6 font-semibold text-primary-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary hover:bg-primary-50"
        >
          {busy ? "Uploading..." : "Change profile picture"}
        </label>
        <p id={HINT_ID} className="text-sm text-muted">
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.
        </p>
        <FieldError id={INPUT_ID} message={error} />
        <p role="status" className="sr-only">
          {busy ? "Uploading your picture..." : (error ?? "")}
        </p>
      </div>
    </div>
  );
}
