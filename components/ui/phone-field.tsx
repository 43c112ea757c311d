import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/field";

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "addon">;

/** The number as typed after the fixed +234 prefix. */
export const localNumber = (phone: string) => phone.replace(/^\+?234/, "");

/** A Nigerian phone number: a fixed +234 in front and the rest typed on a numeric keypad. */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      addon={
        <>
          <span className="sr-only">Country code </span>+234
        </>
      }
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="8031234567"
      {...props}
    />
  );
}
