"use server";

import { redirect } from "next/navigation";
import type { z } from "zod";

import { formInput, objectInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineDirectAction, perClient } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { rateLimits } from "@/lib/rate-limit/limits";
import { wishlistItemSchema, wishlistMergeSchema } from "@/lib/validations/wishlist";
import { addToWishlist, removeFromWishlist } from "@/lib/wishlist/wishlist-items";

/** Every wishlist action: the signed-in shopper's own list (the session decides whose), counted per client. */
const shopperWishlist = { who: "shopper", keep: [], limit: perClient(rateLimits.wishlistByClient) } as const;

/** The heart on a product page, signed in: saves the product and answers the list as it now stands. */
export const addToWishlistAction = defineDirectAction({
  ...shopperWishlist,
  name: "wishlist/add",
  read: objectInput<z.input<typeof wishlistItemSchema>>(),
  schema: wishlistItemSchema,
  work: async ({ session, input }): Promise<ActionResult<string[]>> =>
    succeeded(await addToWishlist(await getDb(), session.user.id, [input.slug])),
});

export const removeFromWishlistAction = defineDirectAction({
  ...shopperWishlist,
  name: "wishlist/remove",
  read: objectInput<z.input<typeof wishlistItemSchema>>(),
  schema: wishlistItemSchema,
  work: async ({ session, input }): Promise<ActionResult<string[]>> =>
    succeeded(await removeFromWishlist(await getDb(), session.user.id, input.slug)),
});

/**
 * Hands the browser's list (kept while a guest) to the account and answers the account's list; an empty list just
 * reads it. A guest is refused with `sign_in_required`, which is how the heart learns to keep using the browser.
 */
export const mergeWishlistAction = defineDirectAction({
  ...shopperWishlist,
  name: "wishlist/merge",
  read: objectInput<z.input<typeof wishlistMergeSchema>>(),
  schema: wishlistMergeSchema,
  work: async ({ session, input }): Promise<ActionResult<string[]>> =>
    succeeded(await addToWishlist(await getDb(), session.user.id, input.slugs)),
});

/**
 * The Remove button of /account/wishlist, a plain form that works before JavaScript: back to the list either way (the
 * page renders per request, so the redirect shows the list as it now stands; signed out, it leads to sign-in).
 */
export const removeWishlistItemFormAction = defineDirectAction({
  name: "wishlist/remove-form",
  who: "shopper",
  read: formInput(["slug"], 100),
  schema: wishlistItemSchema,
  limit: perClient(rateLimits.wishlistByClient),
  answers: (_refusal, { locale }) => redirect(localizedPath(locale, "/account/wishlist")),
  work: async ({ session, input, locale }) => {
    await removeFromWishlist(await getDb(), session.user.id, input.slug);
    redirect(localizedPath(locale, "/account/wishlist"));
  },
});
