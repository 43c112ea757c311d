import { card } from "@/components/events/organiser-view/card";

/** Plain text as the organiser typed it; their line breaks are kept. */
export function TextCard({ id, heading, text, empty }: { id: string; heading: string; text: string; empty: string }) {
  const body = text.trim();
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {body ? <p className="mt-2 whitespace-pre-line break-words">{body}</p> : <p className="mt-2 text-muted">{empty}</p>}
    </section>
  );
}
