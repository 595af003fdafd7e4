"use server";

import { revalidatePath } from "next/cache";

import { adminCatalogueMessages as text } from "@/content/messages/en/admin-catalogue";
import { succeeded } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { catalogueIsEditable } from "@/lib/admin/catalogue/load-catalogue-admin";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { updateCatalogueEntry } from "@/lib/catalogue/update-entry";
import { getDb } from "@/lib/db";
import { catalogueEntrySchema, catalogueFields } from "@/lib/validations/catalogue";

/** Saves one row of /admin/catalogue; the shop's pages show the new figures on their next visit, on every instance. */
export const updateCatalogueEntryAction = defineAction({
  name: "admin/update-catalogue-entry",
  who: "admin",
  // `name` is the row's display name for the answer, never stored.
  read: formInput([...catalogueFields, "id", "name"], 120),
  schema: catalogueEntrySchema,
  keep: catalogueFields,
  refusals: adminRefusals({ invalid: text.fieldErrorsSummary, read_only: text.readOnly, not_found: text.notFound }),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, values, refuse }) => {
    // Under the shopify provider the figures are Shopify's, shown read-only.
    if (!catalogueIsEditable()) return refuse("read_only");
    const name = values.name || input.id;
    const result = await updateCatalogueEntry(await getDb(), admin, input);
    if (!result.ok) return refuse("not_found");
    if (!result.changed) return succeeded(undefined, text.unchanged(name));
    revalidateCatalogue();
    revalidatePath("/admin/catalogue");
    return succeeded(undefined, text.saved(name));
  },
});
