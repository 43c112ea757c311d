import { CHANNEL_LABELS, type PaymentChannel } from "@/lib/domain/payments/channels";
import { ActionForm } from "./action-form";

type ChannelChoicesProps = {
  reference: string;
  channels: PaymentChannel[];
  selected: PaymentChannel | null;
  /** The page's own address showing a card or bank account panel. */
  viewHref: (pay: string) => string;
};

const tile = "flex min-h-12 w-full items-center justify-center rounded-xl border px-3 text-center text-sm font-semibold";
const tileState = (selected: boolean) =>
  selected
    ? `${tile} border-2 border-primary-700 bg-primary-50 text-primary-800`
    : `${tile} border-zinc-300 bg-white text-ink hover:border-primary-700`;

/**
 * The ways to pay this checkout offers. A card or bank account is only a view, so a link; a bank
 * transfer or USSD generates an account or code (Paystack marks the transaction `ongoing` then), so
 * a form post.
 */
export function ChannelChoices({ reference, channels, selected, viewHref }: ChannelChoicesProps) {
  return (
    <nav aria-labelledby="pay-with" className="mt-6">
      <h2 id="pay-with" className="text-sm font-semibold tracking-wide text-muted uppercase">
        Pay with
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {channels.map((channel) => (
          <li key={channel}>
            {channel === "card" || channel === "bank" ? (
              <a href={viewHref(channel)} aria-current={selected === channel ? "true" : undefined} className={tileState(selected === channel)}>
                {CHANNEL_LABELS[channel]}
              </a>
            ) : (
              <ActionForm reference={reference} fields={{ outcome: "choose", channel }}>
                <button type="submit" aria-current={selected === channel ? "true" : undefined} className={tileState(selected === channel)}>
                  {CHANNEL_LABELS[channel]}
                </button>
              </ActionForm>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
