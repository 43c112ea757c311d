import { outlineButton } from "@/components/ui/button-styles";

/** Sends one ticket's own link on WhatsApp (click-to-chat works on phones and the web). */
export function ShareTicketLink({ url, eventTitle, label = "Send on WhatsApp" }: { url: string; eventTitle: string; label?: string }) {
  const text = `Your ticket for ${eventTitle}: ${url}`;
  return (
    <a href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" className={outlineButton}>
      {label}
    </a>
  );
}
