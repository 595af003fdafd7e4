import "server-only";

import { readFormValues } from "@/lib/forms/form-values";
import { localeFieldSchema, readFormLocale } from "@/lib/i18n/form-locale";
import type { ActionRequest } from "./define-action";

/** Reads a request into its locale and values; `In` is what callers pass (a form's data, an object). */
export type ActionInput<V, In = unknown> = ((raw: unknown) => ActionRequest<V>) & { readonly accepts?: In };

/**
 * A form's named text fields, each cut to `maxLength`, and its hidden `locale` field. Anything other than form data
 * (a hand-made request) reads as an empty form: a validation answer, not a 500.
 */
export function formInput<F extends string>(
  fields: readonly F[],
  maxLength = 2000,
): ActionInput<Partial<Record<F, string>>, FormData> {
  return (raw) => ({
    locale: readFormLocale(raw),
    values: readFormValues(raw, fields, maxLength) ?? {},
    form: raw instanceof FormData ? raw : null,
  });
}

/** An object sent by client code (the cart), with an optional `locale`; anything else reads as an empty object. */
export function objectInput<T extends object>(): ActionInput<Partial<T>, T & { locale?: unknown }> {
  return (raw) => {
    const values = (typeof raw === "object" && raw !== null && !(raw instanceof FormData) ? raw : {}) as Partial<T> & {
      locale?: unknown;
    };
    return { locale: localeFieldSchema.parse(values.locale), values, form: null };
  };
}
