"use client";

import { useState } from "react";

/**
 * A result's field errors, minus those of fields the shopper has edited since: each error clears on its field's edit.
 */
export function useEditableErrors<F extends string>(state: { fieldErrors: Partial<Record<F, string>> }) {
  const [edited, setEdited] = useState<{ state: unknown; fields: F[] }>({ state, fields: [] });
  // A new result brings its own errors back, whatever was edited before it.
  const fields = edited.state === state ? edited.fields : [];
  const errors: Partial<Record<F, string>> = { ...state.fieldErrors };
  for (const field of fields) delete errors[field];

  function clearError(field: F) {
    if (errors[field]) setEdited({ state, fields: [...fields, field] });
  }
  return { errors, clearError };
}
