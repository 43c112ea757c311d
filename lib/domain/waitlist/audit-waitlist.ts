// Waitlist: what the audit log says of a change to its settings.
import type { WaitlistSettingsInput } from "@/lib/domain/validations/waitlist";

export function waitlistSettingsChanged(input: WaitlistSettingsInput): string {
  const parts: string[] = [];
  if (input.enabled !== undefined) parts.push(input.enabled ? "switched the waitlist on" : "switched the waitlist off");
  if (input.closed !== undefined) parts.push(input.closed ? "closed the waitlist" : "reopened the waitlist");
  if (input.offerMinutes !== undefined) parts.push(`set offers to hold seats for ${input.offerMinutes} minutes`);
  const sentence = parts.join(", ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
