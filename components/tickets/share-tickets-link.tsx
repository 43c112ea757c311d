import { outlineButton } from "@/components/ui/button-styles";

/** Shares the no-login ticket link on WhatsApp (its click-to-chat link works on phones and the web). */
export function ShareTicketsLink({ url, eventTitle }: { url: string; eventTitle: string }) {
  const text = `Your ticket for ${eventTitle}: ${url}`;
  return (
    <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" className={outlineButton}>
      Share on WhatsApp
    </a>
  );
}
