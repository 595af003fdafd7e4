import type { z } from "zod";

/**
 * The named text fields of a submitted form, each cut to `maxLength`. Null when the second argument of a server
 * action is not form data at all (a hand-made request), which callers answer like an invalid form instead of a 500.
 */
export function readFormValues<F extends string>(
  formData: unknown,
  fields: readonly F[],
  maxLength = 2000,
): Partial<Record<F, string>> | null {
  if (!(formData instanceof FormData)) return null;
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value.slice(0, maxLength);
  }
  return values;
}

/** The first message for each field of a failed zod parse, as forms show them under their inputs. */
export function fieldErrorsFrom<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string") fieldErrors[field as F] ??= issue.message;
  }
  return fieldErrors;
}
