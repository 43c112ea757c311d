import { Button } from "@/components/ui/button";
import { MoneyField } from "@/components/ui/money-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { formatMoney } from "@/lib/platform/format";

type AmountStepProps = {
  eventTitle: string | undefined;
  amount: string;
  onAmountChange: (amount: string) => void;
  available: number;
  busy: boolean;
  error?: string;
  onBack: () => void;
};

/** The second step of a payout request: how much, in whole naira, then Confirm. */
export function AmountStep({ eventTitle, amount, onAmountChange, available, busy, error, onBack }: AmountStepProps) {
  return (
    <>
      <p className="text-sm">
        Event: <strong className="font-semibold">{eventTitle}</strong>
      </p>
      <MoneyField
        id="amount"
        label="Amount"
        min={1}
        max={available}
        required
        value={amount}
        onChange={(event) => onAmountChange(event.target.value)}
        error={error}
        hint={`Up to ${formatMoney(available)} in whole naira`}
      />
      <SubmitButton busy={busy} busyLabel="Loading...">
        Confirm
      </SubmitButton>
      <Button variant="outline" busy={busy} onClick={onBack} className="w-full">
        Back
      </Button>
    </>
  );
}
