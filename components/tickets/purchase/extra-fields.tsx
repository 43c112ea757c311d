import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import type { FieldMessages } from "@/lib/browser/call-api";

/** Parking (only choosable when the event offers it) and a special request. */
export function ExtraFields({ parkingAvailable, errors }: { parkingAvailable: boolean; errors: FieldMessages }) {
  return (
    <>
      <SelectField
        id="needCarPackingSpace"
        label="Car parking space"
        defaultValue=""
        disabled={!parkingAvailable}
        hint={parkingAvailable ? undefined : "This event has no parking."}
        error={errors.needCarPackingSpace}
        className="disabled:cursor-not-allowed disabled:bg-zinc-100"
      >
        <option value="">Select</option>
        <option value="yes">yes</option>
        <option value="no">no</option>
      </SelectField>
      <TextArea id="specialRequest" label="Special request" optional rows={3} maxLength={500} error={errors.specialRequest} />
    </>
  );
}
