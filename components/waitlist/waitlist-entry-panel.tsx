"use client";

import { useState } from "react";
import { WaitlistEntryCard, type ShownEntry } from "@/components/waitlist/waitlist-entry-card";

/** The entry page's card, kept current after leaving; joining again happens on the event's page. */
export function WaitlistEntryPanel({ entry, eventPath }: { entry: ShownEntry; eventPath: string }) {
  const [shown, setShown] = useState(entry);
  return (
    <WaitlistEntryCard entry={shown} onChange={(next) => setShown(next ?? { ...shown, status: "left" })} joinAgainHref={`${eventPath}#waitlist`} />
  );
}
