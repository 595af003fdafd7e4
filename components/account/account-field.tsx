import { FormField } from "@/components/checkout/form-field";
import { Input } from "@/components/ui/input";

type AccountFieldProps = {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  required?: boolean;
  inputMode?: "numeric" | "text" | "email" | "tel";
};

/** A labelled input whose hint and error are tied to it (aria-describedby), for every account form. */
export function AccountField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  placeholder,
  hint,
  error,
  defaultValue,
  required = true,
  inputMode,
}: AccountFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(a11y) => (
        <Input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          defaultValue={defaultValue}
          required={required}
          inputMode={inputMode}
          {...a11y}
        />
      )}
    </FormField>
  );
}
