import { z } from "zod";

import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { cashOnDeliverySchemaFor } from "./checkout";

/** The delivery form's address fields, in its order: what an address book entry holds (no e-mail, no payment). */
export const savedAddressFields = ["fullName", "phone", "emirate", "addressLine", "city"] as const;

/** A checkbox posts "on" when ticked and nothing when not. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** An address book entry's id: a form only ever posts one it was given, so anything else is a tampered form. */
export const savedAddressIdSchema = z.object({ id: z.uuid() });

// The delivery form's rules and messages themselves (phone as checkout checks it, the emirates it offers).
const buildSavedAddressSchema = (locale: Locale) =>
  cashOnDeliverySchemaFor(locale)
    .pick({ fullName: true, phone: true, emirate: true, addressLine: true, city: true })
    .extend({ id: z.uuid().optional(), makeDefault: checkbox });

const savedAddressSchemas = byLocale({ en: buildSavedAddressSchema("en"), ar: buildSavedAddressSchema("ar") });

/** The add/edit form of /account/addresses: a new address without an id, an edit with its id. */
export const savedAddressSchemaFor = (locale: Locale) => savedAddressSchemas[locale];

export type SavedAddressInput = z.output<ReturnType<typeof savedAddressSchemaFor>>;
/** The address itself, as the delivery form and the address book both hold it. */
export type SavedAddressDetails = Pick<SavedAddressInput, (typeof savedAddressFields)[number]>;
