import { Dialog } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { planLimitText } from "@/components/events/event-builder/check-event-part";
import { FeatureChoice } from "@/components/events/event-builder/feature-choice";
import { QuickReminder } from "@/components/events/event-builder/quick-reminder";
import { SeatingWarning } from "@/components/events/event-builder/seating-warning";
import { TicketFields } from "@/components/events/event-builder/ticket-fields";
import { TicketTypesEditor, type TypeDraft } from "@/components/events/ticket-types-editor";
import type { FieldMessages } from "@/lib/browser/call-api";
import { PLAN_LIMITS, type Plan } from "@/lib/domain/plans/plan-limits";

type TicketDialogProps = {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  errors: FieldMessages;
  plan: Plan;
  /** Types beyond the first ("Regular", from the price and quantity fields). */
  moreTypes: TypeDraft[];
  onMoreTypes: (drafts: TypeDraft[]) => void;
  /** A refusal without field messages (a plan limit), said next to the button. */
  publishError: string;
  /** Numbered seats given in the event part and tickets typed here: fewer seats is a warning. */
  seating: { seats: number; tickets: number };
};

/** The second step of creating an event: its tickets, then Publish (the dialog is inside the form). */
export function TicketDialog({ open, onClose, busy, errors, plan, moreTypes, onMoreTypes, publishError, seating }: TicketDialogProps) {
  return (
    <Dialog open={open} title="Add ticket" onClose={onClose} closable={!busy}>
      <div className="grid gap-4 text-left text-ink">
        <TicketFields errors={errors} values={{}} />
        <section aria-labelledby="more-types-heading" className="grid gap-2">
          <h3 id="more-types-heading" className="font-semibold">
            More ticket types <span className="font-normal text-muted">(optional: the price above is &quot;Regular&quot;)</span>
          </h3>
          <TicketTypesEditor drafts={moreTypes} onChange={onMoreTypes} idPrefix="more-type" />
        </section>
        <FeatureChoice canFeature={PLAN_LIMITS[plan].canFeature} />
        <SeatingWarning seats={seating.seats} tickets={seating.tickets} />
        <QuickReminder>
          <p className="mt-1">{planLimitText(plan)}</p>
        </QuickReminder>
        {publishError ? (
          <p id="publish-error" role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800">
            {publishError}
          </p>
        ) : null}
        <SubmitButton busy={busy} busyLabel="Loading...">
          Publish event
        </SubmitButton>
      </div>
    </Dialog>
  );
}
