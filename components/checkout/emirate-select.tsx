import { emiratesIn } from "@/content/emirates";
import type { Locale } from "@/lib/i18n/locales";

const selectClasses =
  "border-input flex h-9 w-full rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

type EmirateSelectProps = {
  id: string;
  locale: Locale;
  placeholder: string;
  autoComplete: string;
  value: string | undefined;
  a11y: { "aria-describedby"?: string; "aria-invalid"?: true };
};

/** The emirates the delivery form offers (and the address book keeps), submitting the English name orders store. */
export function EmirateSelect({ id, locale, placeholder, autoComplete, value, a11y }: EmirateSelectProps) {
  return (
    // Keyed by the value shown: a select keeps its DOM selection otherwise when the form is re-rendered.
    <select
      key={value ?? ""}
      id={id}
      name="emirate"
      autoComplete={autoComplete}
      defaultValue={value ?? ""}
      required
      className={selectClasses}
      {...a11y}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {emiratesIn(locale).map((emirate) => (
        <option key={emirate.value} value={emirate.value}>
          {emirate.label}
        </option>
      ))}
    </select>
  );
}
