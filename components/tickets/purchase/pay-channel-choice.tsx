import { CHANNEL_LABELS, type PaymentChannel } from "@/lib/domain/payments/channels";
import { HOLD_MINUTES, LONG_HOLD_MINUTES } from "@/lib/domain/orders/holds/hold-windows";

/** How long each way of paying keeps the seats, in the buyer's words. */
function holdLine(channel: PaymentChannel): string {
  const long = LONG_HOLD_MINUTES[channel];
  if (!long) return `Seats held for ${HOLD_MINUTES} minutes`;
  // A long hold is capped per event (half the unsold seats): past the cap it is the ordinary one.
  const why = channel === "bank_transfer" ? "while your transfer arrives" : "while your bank confirms";
  return `Seats held for up to ${long} minutes ${why}`;
}

type PayChannelChoiceProps = {
  /** The event's channels, bank transfer first (the order of PAYMENT_CHANNELS). */
  channels: PaymentChannel[];
  value: PaymentChannel;
  onChange: (channel: PaymentChannel) => void;
};

/** "How will you pay?": the buyer's channel, sent when the checkout opens so it offers that one first and holds the seats long enough. */
export function PayChannelChoice({ channels, value, onChange }: PayChannelChoiceProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">How will you pay?</legend>
      {channels.map((channel) => {
        const id = `payBy-${channel}`;
        return (
          <label
            key={channel}
            htmlFor={id}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-zinc-300 p-3 has-checked:border-primary-700 has-checked:bg-primary-50"
          >
            <input
              id={id}
              type="radio"
              name="payBy"
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-hold`}
              className="mt-1 size-4 shrink-0 accent-primary-700"
            />
            <span className="min-w-0">
              <span id={`${id}-name`} className="block font-semibold">
                {CHANNEL_LABELS[channel]}
              </span>
              <span id={`${id}-hold`} className="block text-sm text-muted">
                {holdLine(channel)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
