import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { textLink } from "@/components/ui/button-styles";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { CHANNEL_LABELS } from "@/lib/domain/messages/channels/types";
import { outboxView, type OutboxEntry } from "@/lib/domain/messages/outbox-view";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "TEST MODE outbox", robots: { index: false } };

function Entry({ entry }: { entry: OutboxEntry }) {
  return (
    <li className="grid min-w-0 gap-2 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-primary-50 px-2 py-0.5 font-semibold text-primary-700">{CHANNEL_LABELS[entry.channel]}</span>
        <span className="font-medium break-all">To {entry.to}</span>
        <DateTime value={entry.createdAt} className="text-muted" />
      </p>
      {entry.subject ? <p className="font-semibold">{entry.subject}</p> : null}
      {entry.template ? (
        <p className="text-sm text-muted">
          Template <span className="font-mono">{entry.template}</span>
        </p>
      ) : null}
      <pre className="min-w-0 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{entry.text}</pre>
    </li>
  );
}

/**
 * Every message this server kept instead of sending, because its channel (SMTP, Termii, WhatsApp) is
 * not configured: newest first. Outside production it shows them all; on a production server in
 * TEST MODE each visitor sees only their own (docs/messages.md); otherwise there is no such page.
 */
export default async function OutboxPage() {
  const user = await getCurrentUser();
  const view = await outboxView(user ? { _id: user._id, email: user.email } : null);
  if (!view) notFound();
  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0 gap-6 px-4 py-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">TEST MODE outbox</h1>
        <p className="text-muted">
          E-mail, SMS and WhatsApp messages kept here instead of being sent, because their channel is not configured.
          {view.scope === "own" ? " You see the messages you sent and those sent to you." : ""}
        </p>
      </div>
      {view.scope === "sign_in" ? (
        <p>
          <Link href="/login?callbackUrl=%2Ftest-mode%2Foutbox" className={textLink}>
            Log in
          </Link>{" "}
          to see your messages.
        </p>
      ) : view.entries.length === 0 ? (
        <EmptyState title="No messages yet." variant="card" />
      ) : (
        <ol aria-label="Messages, newest first" className="grid min-w-0 gap-3">
          {view.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
