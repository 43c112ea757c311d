import Form from "next/form";
import { primaryButton } from "@/components/ui/button-styles";
import { inputClassName } from "@/components/ui/field";

type ListSearchProps = {
  /** The page the search reloads (as a GET with `q`, back on page 1). */
  action: string;
  id: string;
  /** The box's label and placeholder, e.g. "Search events by title". */
  label: string;
  defaultValue: string;
  /** Other query values the search keeps, such as the current tab. */
  keep?: Record<string, string>;
};

/** The search box above a dashboard list. */
export function ListSearch({ action, id, label, defaultValue, keep = {} }: ListSearchProps) {
  return (
    <Form action={action} role="search" className="flex w-full gap-2 lg:max-w-sm">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" name="q" defaultValue={defaultValue} placeholder={label} maxLength={100} className={inputClassName} />
      <button type="submit" className={primaryButton}>
        Search
      </button>
    </Form>
  );
}
