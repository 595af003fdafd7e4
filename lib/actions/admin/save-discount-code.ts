"use server";

import { revalidatePath } from "next/cache";

import { adminDiscountMessages as text } from "@/content/messages/en/admin-discounts";
import { formInput, type ActionInput } from "@/lib/actions/action-input";
import { succeeded } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { saveOwnerCode, switchOwnerCode } from "@/lib/admin/discounts/save-owner-code";
import { getDb } from "@/lib/db";
import { ownerCodeFields, ownerCodeSchema, ownerCodeSwitchSchema } from "@/lib/validations/owner-discount-code";

type OwnerCodeValues = Partial<Record<(typeof ownerCodeFields)[number], string>> & { productIds?: string[] };

/** The form's text fields, and the chosen products (one checkbox each, all named productIds). */
const readOwnerCodeForm: ActionInput<OwnerCodeValues, FormData> = (raw) => {
  const request = formInput(ownerCodeFields, 200)(raw);
  const productIds = request.form
    ? request.form
        .getAll("productIds")
        .filter((value): value is string => typeof value === "string")
        .slice(0, 100)
    : [];
  return { ...request, values: { ...request.values, productIds } };
};

const refreshPages = (id: string) => {
  revalidatePath("/admin/discounts");
  revalidatePath(`/admin/discounts/${id}`);
  revalidatePath("/admin");
};

/**
 * The owner creates a code (no id) or saves one's terms (its id). Submitting the same form twice saves once: a second
 * create with the same terms finds the code it made.
 */
export const saveDiscountCodeAction = defineAction({
  name: "admin/save-discount-code",
  who: "admin",
  read: readOwnerCodeForm,
  schema: ownerCodeSchema,
  keep: ["code", "kind", "value", "minimum", "startsOn", "endsOn", "usageLimit", "perCustomerLimit"],
  refusals: adminRefusals({ taken: text.errors.taken, not_found: text.errors.notFound }),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const result = await saveOwnerCode(await getDb(), admin, input);
    if (!result.ok)
      return result.reason === "taken"
        ? refuse("taken", { fieldErrors: { code: text.errors.taken } })
        : refuse("not_found");
    refreshPages(result.id);
    return succeeded({ id: result.id }, input.id ? text.editPage.saved(result.code) : text.create.created(result.code));
  },
});

/** Switches a code off (shoppers can no longer apply it; orders already placed keep theirs) or on again. */
export const switchDiscountCodeAction = defineAction({
  name: "admin/switch-discount-code",
  who: "admin",
  read: formInput(["id", "active"], 100),
  schema: ownerCodeSwitchSchema,
  refusals: adminRefusals({ not_found: text.errors.notFound }),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const active = input.active === "on";
    const result = await switchOwnerCode(await getDb(), admin, input.id, active);
    if (!result.ok) return refuse("not_found");
    refreshPages(input.id);
    return succeeded(undefined, active ? text.switched.on(result.code) : text.switched.off(result.code));
  },
});
