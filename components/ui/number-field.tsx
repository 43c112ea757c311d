import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/field";

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, "type">;

/** A whole number (counts, quantities): a numeric keypad on phones, no negatives unless `min` says so. */
export function NumberField(props: NumberFieldProps) {
  return <TextField type="number" inputMode="numeric" min={0} step={1} {...props} />;
}
