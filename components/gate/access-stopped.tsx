import Link from "next/link";
import { textLink } from "@/components/ui/button-styles";

const scans = (count: number) => (count === 1 ? "1 scan" : `${count.toLocaleString("en-NG")} scans`);

/**
 * Shown once the server has refused this scanner (a revoked or expired check-in link, a member
 * removed from the team): it admits no one from then on, even opened again with no signal.
 */
export function AccessStopped({ isLink, message, queued, signInHref }: { isLink: boolean; message: string; queued: number; signInHref: string }) {
  return (
    <section role="alert" aria-labelledby="stopped-heading" className="grid gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <h2 id="stopped-heading" className="text-lg font-bold">
        {isLink ? "This check-in link no longer works" : "This device may no longer check tickets in here"}
      </h2>
      <p>{message}</p>
      {isLink ? (
        <p>Admit no one with it. Ask the organiser for a new link.</p>
      ) : (
        <p>
          Admit no one until it works again:{" "}
          <Link href={signInHref} className={textLink}>
            sign in again
          </Link>{" "}
          or ask the organiser.
        </p>
      )}
      {queued > 0 ? <p>{scans(queued)} on this device did not reach the organiser: show them this screen.</p> : null}
    </section>
  );
}
