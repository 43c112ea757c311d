// How an event is paid for, as the organiser sets it: who pays the fees and the channels buyers
// may pay with. Shared by the event builder (in the browser) and the create and edit endpoints.
import { z } from "zod";
import { FEE_MODES } from "@/lib/domain/fees/fee-rules";
import { PAYMENT_CHANNELS } from "@/lib/domain/payments/channels";

export const FEE_MODE_MESSAGE = 'Fee mode must be "absorb" (you pay the fees) or "pass" (buyers pay them on top)';
export const NO_CHANNEL_MESSAGE = "Choose at least one way buyers can pay";

/** `absorb` or `pass`; absent or blank means "not given" (creating: absorb; editing: no change). */
export const feeModeField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.enum(FEE_MODES, { error: FEE_MODE_MESSAGE }).optional(),
);

/**
 * In a multipart form the list travels as text: comma-separated (`bank_transfer,card`) or a JSON
 * list. A field sent empty is an empty list, which is refused: an event must accept some channel.
 */
function channelList(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text === "" ? [] : text.split(",").map((part) => part.trim());
}

/** A non-empty set of Paystack's channels, answered in the order buyers are offered them. */
export const paymentChannelsField = z.preprocess(
  channelList,
  z
    .array(
      z.enum(PAYMENT_CHANNELS, {
        error: (issue) => `Unknown payment channel ${JSON.stringify(issue.input)}: choose from ${PAYMENT_CHANNELS.join(", ")}`,
      }),
      { error: "Payment channels must be a list such as bank_transfer,card" },
    )
    .min(1, NO_CHANNEL_MESSAGE)
    .transform((chosen) => PAYMENT_CHANNELS.filter((channel) => chosen.includes(channel))),
);
