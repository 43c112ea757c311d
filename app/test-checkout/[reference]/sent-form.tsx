import { SelectField } from "@/components/ui/select-field";
import { primaryButton } from "@/components/ui/button-styles";
import { ARRIVAL_DELAYS, ARRIVAL_DELAY_KEYS } from "@/lib/domain/payments/test-gateway/transfer-details";
import { ActionForm } from "./action-form";

/** "I've sent the money": the buyer picks when the TEST MODE money lands (or that it never does). */
export function SentForm({ reference, button }: { reference: string; button: string }) {
  return (
    <ActionForm reference={reference} fields={{ outcome: "sent" }} className="mt-5 grid gap-3">
      <SelectField id="delay" label="When the money arrives (test mode)" defaultValue="10s">
        {ARRIVAL_DELAY_KEYS.map((key) => (
          <option key={key} value={key}>
            {ARRIVAL_DELAYS[key].label}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={`${primaryButton} w-full`}>
        {button}
      </button>
    </ActionForm>
  );
}
