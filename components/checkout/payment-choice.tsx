import type { PaymentChoiceView } from "@/lib/payments/payment-options";

/**
 * Pay now or cash on delivery, as plain radio buttons (the form works before JavaScript loads). Keyed by the
 * submitted choice so a refused submit shows the one the shopper picked.
 */
export function PaymentChoice({ choice, selected }: { choice: PaymentChoiceView; selected: string | undefined }) {
  const picked = choice.options.some((option) => option.value === selected) ? selected : choice.options[0]?.value;
  return (
    <fieldset key={picked} className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{choice.legend}</legend>
      {choice.options.map((option) => (
        <label
          key={option.value}
          className="has-[:checked]:border-primary flex cursor-pointer gap-3 rounded-md border p-3 text-sm"
        >
          <input type="radio" name="payment" value={option.value} defaultChecked={option.value === picked} />
          <span className="grid gap-1">
            <span className="font-medium">{option.label}</span>
            <span className="text-muted-foreground">{option.hint}</span>
          </span>
        </label>
      ))}
      {choice.notes.map((note) => (
        <p key={note} className="text-muted-foreground text-sm">
          {note}
        </p>
      ))}
    </fieldset>
  );
}
