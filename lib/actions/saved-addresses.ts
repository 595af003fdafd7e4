"use server";

import { redirect } from "next/navigation";

import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import type { ActionResult } from "@/lib/actions/action-result";
import { defineAction, defineDirectAction, perClient, type Refusal } from "@/lib/actions/define-action";
import {
  addSavedAddress,
  deleteSavedAddress,
  makeDefaultSavedAddress,
  updateSavedAddress,
} from "@/lib/addresses/saved-addresses";
import { addressBookPath, type AddressBookDone } from "@/lib/addresses/address-book-path";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { rateLimits } from "@/lib/rate-limit/limits";
import { savedAddressFields, savedAddressIdSchema, savedAddressSchemaFor } from "@/lib/validations/saved-address";

/**
 * Every address book action: the signed-in shopper's own addresses (the session decides whose; another shopper's id
 * answers not found), counted per client. Each ends back on /account/addresses, which renders per request, so the
 * redirect shows the book as it now stands; done twice, each lands on the same book.
 */
const shopperAddresses = { who: "shopper", limit: perClient(rateLimits.savedAddressesByClient) } as const;

const done = (locale: Locale, what: AddressBookDone): never => redirect(addressBookPath(locale, { done: what }));

/** The add and edit form: works before JavaScript loads; a refusal comes back with the entries and each field's error. */
export const saveAddressAction = defineAction({
  ...shopperAddresses,
  name: "addresses/save",
  read: formInput([...savedAddressFields, "id", "makeDefault"], 500),
  schema: savedAddressSchemaFor,
  // The id is never typed: a malformed one is a tampered form, or an address that is gone.
  invalidAs: (fieldErrors) => (fieldErrors.id ? { code: "not_found", fieldErrors: {} } : "invalid"),
  refusals: refusalTables.savedAddress,
  keep: [...savedAddressFields, "id", "makeDefault"],
  work: async ({ session, input, locale, refuse }): Promise<ActionResult> => {
    const { id, makeDefault, ...details } = input;
    const db = await getDb();
    if (id) {
      if (!(await updateSavedAddress(db, session.user.id, id, details, { makeDefault }))) return refuse("not_found");
      return done(locale, "saved");
    }
    const saved = await addSavedAddress(db, session.user.id, details, { makeDefault });
    if (!saved.ok) return refuse(saved.reason);
    return done(locale, "saved");
  },
});

/** A plain form's refusal, worded on the page from its code (the throttle with its wait). */
const backWithNotice = (refusal: Refusal, { locale }: { locale: Locale }): never =>
  redirect(
    addressBookPath(locale, {
      notice: refusal.code === "invalid" ? "not_found" : refusal.code,
      wait: refusal.code === "throttled" ? refusal.retryAfterSeconds : undefined,
    }),
  );

export const deleteAddressFormAction = defineDirectAction({
  ...shopperAddresses,
  name: "addresses/delete",
  read: formInput(["id"], 100),
  schema: savedAddressIdSchema,
  answers: backWithNotice,
  work: async ({ session, input, locale }) => {
    if (!(await deleteSavedAddress(await getDb(), session.user.id, input.id)))
      redirect(addressBookPath(locale, { notice: "not_found" }));
    done(locale, "deleted");
  },
});

export const makeDefaultAddressFormAction = defineDirectAction({
  ...shopperAddresses,
  name: "addresses/make-default",
  read: formInput(["id"], 100),
  schema: savedAddressIdSchema,
  answers: backWithNotice,
  work: async ({ session, input, locale }) => {
    if (!(await makeDefaultSavedAddress(await getDb(), session.user.id, input.id)))
      redirect(addressBookPath(locale, { notice: "not_found" }));
    done(locale, "default");
  },
});
