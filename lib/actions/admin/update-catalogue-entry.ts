"use server";

import { revalidatePath } from "next/cache";

import { adminCatalogueMessages as text } from "@/content/messages/en/admin-catalogue";
import { actionResult, type AdminActionState } from "@/lib/admin/action-state";
import { adminAnswers } from "@/lib/admin/admin-answers";
import { catalogueIsEditable } from "@/lib/admin/catalogue/load-catalogue-admin";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { revalidateCatalogue } from "@/lib/catalogue/cached-catalogue";
import { updateCatalogueEntry } from "@/lib/catalogue/update-entry";
import { getDb } from "@/lib/db";
import { catalogueEntrySchema, catalogueFields, type CatalogueField } from "@/lib/validations/catalogue";

export type CatalogueEntryState = AdminActionState<CatalogueField>;

/** Saves one row of /admin/catalogue; the shop's pages show the new figures on their next visit, on every instance. */
export const updateCatalogueEntryAction = defineAction({
  name: "admin/update-catalogue-entry",
  who: "admin",
  // `name` is the row's display name for the answer, never stored.
  read: formInput([...catalogueFields, "id", "name"], 120),
  schema: catalogueEntrySchema,
  answers: adminAnswers<CatalogueField>(text.fieldErrorsSummary),
  work: async ({ admin, input, values }): Promise<CatalogueEntryState> => {
    // Under the shopify provider the figures are Shopify's, shown read-only.
    if (!catalogueIsEditable()) return actionResult(false, text.readOnly);
    const name = values.name || input.id;
    const result = await updateCatalogueEntry(await getDb(), admin, input);
    if (!result.ok) return actionResult(false, text.notFound);
    if (!result.changed) return actionResult(true, text.unchanged(name));
    revalidateCatalogue();
    revalidatePath("/admin/catalogue");
    return actionResult(true, text.saved(name));
  },
});
