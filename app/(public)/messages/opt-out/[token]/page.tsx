import type { Metadata } from "next";
import { OptOutForm } from "@/components/messages/opt-out-form";
import { optOutPageFacts } from "@/lib/domain/messages/opt-out-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Stop messages", robots: { index: false } };

/**
 * The opt-out link of every message: it asks before it opts out, since link previews in chat apps
 * and mail scanners open links by themselves.
 */
export default async function OptOutPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const facts = await optOutPageFacts(token);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold">Stop messages</h1>
      {facts ? (
        <>
          <p>
            Stop messages and event reminders from <strong>{facts.organiserName}</strong> to {facts.addresses.join(" and ")}, by e-mail, SMS and
            WhatsApp. Tickets you buy still reach you.
          </p>
          <OptOutForm token={token} />
        </>
      ) : (
        <p role="alert">This opt-out link is not valid: use the whole link from the message.</p>
      )}
    </div>
  );
}
