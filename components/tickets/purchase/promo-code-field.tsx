import { FieldError, describedBy, inputClassName, labelClassName } from "@/components/ui/field";
import { Money } from "@/components/ui/money";

type PromoCodeFieldProps = {
  /** What is in the box; a code typed but not applied is applied when the buyer proceeds. */
  text: string;
  onTextChange: (text: string) => void;
  appliedCode: string | null;
  /** What the applied code takes off the current choice, once the server has priced it. */
  discountKobo: number | null;
  onApply: (code: string) => void;
  error?: string;
};

/** The code box and its Apply button; the saving shows once the server has priced the order. */
export function PromoCodeField({ text, onTextChange, appliedCode, discountKobo, onApply, error }: PromoCodeFieldProps) {
  return (
    <div>
      <label htmlFor="promoCode" className={labelClassName}>
        Have a code? <span className="font-normal text-muted">Promo or access code (optional)</span>
      </label>
      <div className="flex gap-2">
        <input
          id="promoCode"
          name="promoCode"
          autoCapitalize="characters"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("promoCode", error)}
          className={inputClassName}
        />
        <button
          type="button"
          onClick={() => onApply(text)}
          className="min-h-11 shrink-0 rounded-xl border border-accent px-4 font-semibold text-accent"
        >
          Apply
        </button>
      </div>
      {appliedCode && discountKobo !== null ? (
        <p className="mt-1 text-sm text-green-800">
          {appliedCode.toUpperCase()} applied
          {discountKobo > 0 ? (
            <>
              : you save <Money kobo={discountKobo} />
            </>
          ) : null}
        </p>
      ) : null}
      <FieldError id="promoCode" message={error} />
    </div>
  );
}
