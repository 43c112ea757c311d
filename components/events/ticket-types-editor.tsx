"use client";

import { inputClassName, labelClassName } from "@/components/ui/field";

/** One ticket type as the editor holds it (form text; `_id` for a type that already exists). */
export type TypeDraft = {
  key: string;
  _id?: string;
  name: string;
  description: string;
  price: string;
  quantity: string;
  minPerOrder: string;
  maxPerOrder: string;
  salesStart: string;
  salesEnd: string;
  hidden: boolean;
  /** Sold or held: the floor of its quantity, and it cannot be removed. */
  taken?: number;
};

let nextKey = 0;
export const newTypeDraft = (name = ""): TypeDraft => ({
  key: `new-${nextKey++}`,
  name,
  description: "",
  price: "",
  quantity: "",
  minPerOrder: "1",
  maxPerOrder: "10",
  salesStart: "",
  salesEnd: "",
  hidden: false,
});

/** The drafts as the API's ticket type list (empty window fields left out). */
export const typesForApi = (drafts: TypeDraft[]) =>
  drafts.map((draft) => ({
    ...(draft._id ? { _id: draft._id } : {}),
    name: draft.name,
    description: draft.description,
    price: draft.price,
    quantity: draft.quantity,
    minPerOrder: draft.minPerOrder,
    maxPerOrder: draft.maxPerOrder,
    ...(draft.salesStart ? { salesStart: draft.salesStart } : {}),
    ...(draft.salesEnd ? { salesEnd: draft.salesEnd } : {}),
    hidden: draft.hidden,
  }));

type EditorProps = {
  drafts: TypeDraft[];
  onChange: (drafts: TypeDraft[]) => void;
  /** Once the event is live, prices of existing types are locked. */
  live?: boolean;
  idPrefix?: string;
};

/** Add, edit, reorder and remove ticket types. */
export function TicketTypesEditor({ drafts, onChange, live = false, idPrefix = "type" }: EditorProps) {
  const update = (index: number, change: Partial<TypeDraft>) => onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));
  const move = (index: number, by: number) => {
    const next = [...drafts];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <div className="grid gap-3">
      {drafts.map((draft, index) => {
        const id = (field: string) => `${idPrefix}-${index}-${field}`;
        const field = (name: keyof TypeDraft, label: string, props: Record<string, unknown> = {}) => (
          <div>
            <label htmlFor={id(name)} className={labelClassName}>
              {label}
            </label>
            <input
              id={id(name)}
              value={String(draft[name] ?? "")}
              onChange={(event) => update(index, { [name]: event.target.value })}
              className={inputClassName}
              {...props}
            />
          </div>
        );
        const locked = live && Boolean(draft._id);
        return (
          <fieldset key={draft.key} className="grid gap-3 rounded-xl border border-zinc-200 p-3 sm:grid-cols-2">
            <legend className="px-1 font-semibold">{draft.name || `Ticket type ${index + 1}`}</legend>
            {field("name", "Ticket type name", { required: true, maxLength: 60 })}
            {field("price", "Price (naira, 0 for free)", { type: "number", inputMode: "numeric", min: 0, disabled: locked })}
            {field("quantity", "Quantity", { type: "number", inputMode: "numeric", min: Math.max(1, draft.taken ?? 0) })}
            {field("description", "What is included", { maxLength: 500 })}
            {field("minPerOrder", "Minimum per order", { type: "number", inputMode: "numeric", min: 1 })}
            {field("maxPerOrder", "Maximum per order", { type: "number", inputMode: "numeric", min: 1 })}
            {field("salesStart", "On sale from (optional)", { type: "datetime-local" })}
            {field("salesEnd", "On sale until (optional)", { type: "datetime-local" })}
            <div className="flex min-h-11 items-center gap-2 sm:col-span-2">
              <input
                id={id("hidden")}
                type="checkbox"
                checked={draft.hidden}
                onChange={(event) => update(index, { hidden: event.target.checked })}
                className="size-5 accent-primary-700"
              />
              <label htmlFor={id("hidden")}>Hidden: only buyers with an access code see it</label>
            </div>
            {draft.taken ? <p className="text-sm text-muted sm:col-span-2">{draft.taken} sold or held</p> : null}
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <button
                type="button"
                className="min-h-11 rounded-lg border border-zinc-300 px-3"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                Move up<span className="sr-only"> {draft.name}</span>
              </button>
              <button
                type="button"
                className="min-h-11 rounded-lg border border-zinc-300 px-3"
                disabled={index === drafts.length - 1}
                onClick={() => move(index, 1)}
              >
                Move down<span className="sr-only"> {draft.name}</span>
              </button>
              <button
                type="button"
                className="min-h-11 rounded-lg border border-red-700 px-3 text-red-800"
                disabled={Boolean(draft.taken)}
                onClick={() => onChange(drafts.filter((_, i) => i !== index))}
              >
                Remove<span className="sr-only"> {draft.name}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="min-h-11 rounded-xl border border-dashed border-primary-700 px-4 font-semibold text-primary-700"
        onClick={() => onChange([...drafts, newTypeDraft()])}
      >
        Add ticket type
      </button>
    </div>
  );
}
