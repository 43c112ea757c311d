import { card } from "@/components/events/organiser-view/card";
import { ResalePolicyForm } from "@/components/resale/resale-policy-form";
import { Money } from "@/components/ui/money";
import { resaleSettingsForPage } from "@/lib/domain/resale/resale-settings";

type ResaleCardProps = { eventId: string; canEdit: boolean };

/** The organiser's resale section: how many tickets are on resale, sold and refunded, and the policy. */
export async function ResaleCard({ eventId, canEdit }: ResaleCardProps) {
  const { policy, figures, startsAt } = await resaleSettingsForPage(eventId);
  return (
    <section id="resale" aria-labelledby="resale-heading" className={`${card} scroll-mt-20`}>
      <h2 id="resale-heading" className="text-lg font-semibold">
        Resale at face value
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted">
        Holders who cannot come sell their tickets back here instead of to strangers. A returned ticket sells only once your own stock of its type is
        gone; its holder is refunded what they paid less the fee below when it does.
      </p>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="On resale">{figures.listed}</Figure>
        <Figure label="Being bought">{figures.claimed}</Figure>
        <Figure label="Sold">{figures.sold}</Figure>
        <Figure label="Refunded">
          <Money kobo={figures.refundedKobo} />
        </Figure>
      </dl>
      {canEdit ? (
        <ResalePolicyForm eventId={eventId} policy={policy} startsAt={startsAt} />
      ) : (
        <p>{policy.allowed ? `Resale is on, with a ${policy.feePercent} % fee.` : "Resale is off."}</p>
      )}
    </section>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-zinc-50 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-xl font-semibold">{children}</dd>
    </div>
  );
}
