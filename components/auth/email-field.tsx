import { TextField } from "@/components/ui/field";

/** The e-mail input of the sign-in, sign-up and forgot-password forms (SPEC: placeholder 'enter your email'). */
export function EmailField({ error, defaultValue }: { error?: string; defaultValue?: string }) {
  return (
    <TextField
      id="email"
      type="email"
      label="Email"
      placeholder="enter your email"
      autoComplete="email"
      inputMode="email"
      required
      error={error}
      defaultValue={defaultValue}
    />
  );
}
