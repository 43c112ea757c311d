import { CONTROL_CHARACTERS } from "@/lib/domain/validations/common";

/** Next's page search params, as each page receives them. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One query-string value, trimmed and bounded; the first when repeated, undefined when blank. */
export function queryParam(value: string | string[] | undefined, maxLength = 100): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.replace(CONTROL_CHARACTERS, "").trim().slice(0, maxLength);
  return trimmed ? trimmed : undefined;
}
