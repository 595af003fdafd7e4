import { FormField } from "@/components/checkout/form-field";
import type { ReviewableLine } from "@/lib/reviews/reviewable-order";

const selectClasses =
  "border-input flex h-9 w-full rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

type Props = {
  copy: { label: string; placeholder: string };
  lines: readonly ReviewableLine[];
  defaultValue?: string;
  error?: string;
  onChange: () => void;
};

/**
 * The lines of the shopper's order, the bundle as one line: nothing else can be reviewed. One line is chosen already.
 */
export function ReviewProductSelect({ copy, lines, defaultValue, error, onChange }: Props) {
  const only = lines.length === 1 ? lines[0]?.id : undefined;
  return (
    <FormField id="review-product" label={copy.label} error={error}>
      {(a11y) => (
        <select
          id="review-product"
          name="productPurchased"
          defaultValue={defaultValue ?? only ?? ""}
          onChange={onChange}
          required
          className={selectClasses}
          {...a11y}
        >
          <option value="" disabled>
            {copy.placeholder}
          </option>
          {lines.map((line) => (
            <option key={line.id} value={line.id}>
              {line.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
