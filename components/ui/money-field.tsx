import type { ComponentProps } from "react";
import { NumberField } from "@/components/ui/number-field";

type MoneyFieldProps = Omit<ComponentProps<typeof NumberField>, "addon">;

/** An amount in whole naira, with a fixed ₦ in front (read out as "Naira"). */
export function MoneyField(props: MoneyFieldProps) {
  return (
    <NumberField
      addon={
        <>
          <span className="sr-only">Naira</span>
          <span aria-hidden="true">₦</span>
        </>
      }
      {...props}
    />
  );
}
