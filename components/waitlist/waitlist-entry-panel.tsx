"use client";

import { useState } from "react";
import { WaitlistEntryCard, type ShownEntry } from "@/components/waitlist/waitlist-entry-card";

/** The entry page's card, kept current after leaving. */
export function WaitlistEntryPanel({ entry }: { entry: ShownEntry }) {
  const [shown, setShown] = useState(entry);
  return <WaitlistEntryCard entry={shown} onChange={(next) => setShown(next ?? { ...shown, status: "left" })} />;
}
