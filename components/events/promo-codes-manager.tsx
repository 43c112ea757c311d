"use client";

import { DataTable, type Column } from "@/components/ui/data-table";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/browser/call-api";
import { Button } from "@/components/ui/button";
import { TextField, inputClassName, labelClassName } from "@/components/ui/field";
import { Money } from "@/components/ui/money";
import { NumberField } from "@/components/ui/number-field";
import { SelectField } from "@/components/ui/select-field";
import { useApiForm } from "@/components/ui/use-api-form";
import { toast } from "@/components/ui/use-toast";
import { formatMoney } from "@/lib/platform/format";
import type { PromoCodeView } from "@/lib/domain/promo/manage-codes";

type TypeOption = { _id: string; name: string };

const discountText = (code: PromoCodeView) =>
  code.discountType === "percent" ? `${code.discountValue}% off` : `${formatMoney(code.discountValue)} off each ticket`;

/** The event's promo and access codes: uses and revenue of each, a form for a new one, and a switch to deactivate. */
export function PromoCodesManager({ eventId, codes, types }: { eventId: string; codes: PromoCodeView[]; types: TypeOption[] }) {
  const router = useRouter();
  const [error, setError] = useState("");
  const { busy, submit } = useApiForm([]);
  const base = `/api/v1/events/${encodeURIComponent(eventId)}/promo-codes`;

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      code: form.get("code"),
      discountType: form.get("discountType"),
      discountValue: form.get("discountValue"),
      maxUses: form.get("maxUses"),
      validUntil: form.get("validUntil"),
      ticketTypes: form.getAll("ticketTypes"),
      unlocksHidden: form.get("unlocksHidden") === "yes",
    };
    void submit({
      checked: { success: true, data: body },
      send: (data) => callApi(base, { body: data }),
      failure: null,
      // The messages stand together in one box above the button.
      onRefused: (response) => {
        setError([response.message, ...Object.values(response.fieldMessages).filter(Boolean)].join(" "));
        return true;
      },
      onDone: () => {
        setError("");
        toast.success("Promo code created");
        router.refresh();
      },
    });
  }

  async function setActive(code: PromoCodeView, active: boolean) {
    const response = await callApi(`${base}/${code._id}`, { method: "PATCH", body: { active } });
    if (!response.ok) return toast.error(response.message);
    router.refresh();
  }

  const columns: Column<PromoCodeView>[] = [
    { key: "code", header: "Code", rowHeader: true, className: "font-mono whitespace-nowrap", cell: (code) => code.code },
    {
      key: "discount",
      header: "Discount",
      cell: (code) => `${discountText(code)}${code.unlocksHidden ? " · unlocks hidden types" : ""}`,
    },
    { key: "uses", header: "Uses", cell: (code) => `${code.uses}${code.maxUses ? ` of ${code.maxUses}` : ""}` },
    { key: "revenue", header: "Revenue", cell: (code) => <Money naira={code.revenue} /> },
    { key: "state", header: "State", cell: (code) => (code.active ? "Active" : "Inactive") },
    {
      key: "action",
      header: "Action",
      cell: (code) => (
        <Button variant="outline" onClick={() => void setActive(code, !code.active)}>
          {code.active ? "Deactivate" : "Activate"}
          <span className="sr-only"> {code.code}</span>
        </Button>
      ),
    },
  ];

  return (
    <div className="grid gap-4">
      <DataTable caption="Your codes" variant="plain" columns={columns} rows={codes} minWidth="min-w-[40rem]" empty={{ title: "No codes yet." }} />
      <form onSubmit={create} className="grid gap-3 sm:grid-cols-2" aria-label="New promo code">
        <div>
          <label htmlFor="promo-code" className={labelClassName}>
            Code
          </label>
          <input id="promo-code" name="code" required pattern="[A-Za-z0-9-]{3,30}" autoCapitalize="characters" className={inputClassName} />
        </div>
        <SelectField id="promo-type" name="discountType" label="Discount" defaultValue="percent">
          <option value="percent">Percent off</option>
          <option value="fixed">Naira off each ticket</option>
        </SelectField>
        <NumberField id="promo-value" name="discountValue" label="Amount" inputMode="decimal" required />
        <NumberField id="promo-uses" name="maxUses" label="Use limit (tickets, optional)" min={1} />
        <TextField id="promo-until" name="validUntil" label="Valid until (optional)" type="datetime-local" />
        <fieldset className="grid gap-1">
          <legend className={labelClassName}>Applies to (none ticked: every type)</legend>
          {types.map((type) => (
            <label key={type._id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="ticketTypes" value={type._id} className="size-5 accent-primary-700" /> {type.name}
            </label>
          ))}
        </fieldset>
        <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
          <input type="checkbox" name="unlocksHidden" value="yes" className="size-5 accent-primary-700" /> Access code: unlocks hidden ticket types
          (at least 8 characters, so it cannot be guessed)
        </label>
        {error ? (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={busy} busyLabel="Creating..." className="sm:col-span-2">
          Create code
        </Button>
      </form>
    </div>
  );
}
