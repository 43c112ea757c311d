import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Money } from "@/components/ui/money";

/** An event to pay out from; `note` says why nothing is available and from when, when nothing is. */
export type PayoutBalanceOption = { eventId: string; eventTitle: string; available: number; note?: string };

type EventStepProps = {
  balances: PayoutBalanceOption[];
  eventId: string;
  onEventChange: (eventId: string) => void;
  available: number;
  note?: string;
  feePercent: number;
  error?: string;
};

/** The first step of a payout request: which event's balance to pay out. */
export function EventStep({ balances, eventId, onEventChange, available, note, feePercent, error }: EventStepProps) {
  return (
    <>
      <SelectField
        id="eventId"
        label="Event"
        required
        value={eventId}
        onChange={(event) => onEventChange(event.target.value)}
        error={error}
        aria-describedby={["event-balance", error ? "eventId-error" : ""].join(" ").trim()}
      >
        {balances.length === 0 ? <option value="">No events yet</option> : null}
        {balances.map((balance) => (
          <option key={balance.eventId} value={balance.eventId}>
            {balance.eventTitle}
          </option>
        ))}
      </SelectField>
      <div id="event-balance" className="grid gap-1 text-sm">
        <p>
          Available balance: <Money naira={available} className="font-semibold" />
        </p>
        {note && note !== error ? <p>{note}</p> : null}
        <p className="text-muted">Scheditix keeps {feePercent}% of ticket revenue</p>
      </div>
      <Button type="submit" className="w-full">
        Continue
      </Button>
    </>
  );
}
