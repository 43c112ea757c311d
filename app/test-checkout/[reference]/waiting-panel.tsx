import { outlineButton } from "@/components/ui/button-styles";
import { lagosClock } from "@/lib/platform/time/lagos";

type WaitingPanelProps = { landsAt: Date | null; returnUrl: string; byUssd: boolean };

/** After "I've sent the money": the money is on its way (or, in TEST MODE, lost), and the way back to the shop. */
export function WaitingPanel({ landsAt, returnUrl, byUssd }: WaitingPanelProps) {
  return (
    <section aria-labelledby="waiting-title" className="mt-6 grid gap-3 rounded-xl bg-zinc-100 p-4 text-center">
      <h2 id="waiting-title" className="text-lg font-semibold">
        {byUssd ? "Waiting for your payment…" : "Waiting for your transfer…"}
      </h2>
      <p className="text-sm text-muted">
        {landsAt
          ? `In test mode the money arrives at ${lagosClock(landsAt)} (Lagos time); the shop is told as soon as it does.`
          : "In test mode this money never arrives, as if the transfer were lost."}
      </p>
      <a href={returnUrl} className={`${outlineButton} w-full`}>
        Back to the shop
      </a>
    </section>
  );
}
