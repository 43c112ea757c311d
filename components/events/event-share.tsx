import { CopyLinkButton } from "@/components/events/copy-link-button";
import { outlineButton } from "@/components/ui/button-styles";

/**
 * Share the event (WhatsApp's click-to-chat link, which works on phones and the web, or a copied
 * link) and save it to a calendar (an .ics file). Only the copy button runs script.
 */
export function EventShare({ title, url, calendarPath }: { title: string; url: string; calendarPath: string }) {
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${title}: ${url}`)}`;
  return (
    <section aria-labelledby="event-share" className="grid gap-3">
      <h2 id="event-share" className="sr-only">
        Share or save
      </h2>
      <div className="flex flex-wrap gap-3">
        <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={outlineButton}>
          Share on WhatsApp
        </a>
        <CopyLinkButton url={url} />
        <a href={calendarPath} download className={outlineButton}>
          Add to calendar
        </a>
      </div>
    </section>
  );
}
