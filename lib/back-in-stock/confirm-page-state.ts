import "server-only";

import { productIn } from "@/content/localized";
import type { Db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { backInStockRequestOf } from "./confirm-request";
import { verifyBackInStockToken } from "./links";
import { productById } from "./products";

type Query = Record<string, string | string[] | undefined>;

/** What /notify-me/confirm shows: a bad or erased link, the button, a confirmed alert, or one already sent. */
export type BackInStockConfirmState =
  | { view: "invalid" }
  | { view: "ask"; email: string; product: string; slug: string; r: string; t: string; throttled: boolean }
  | { view: "done" | "sent"; email: string; product: string; slug: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the link's `r` and `t` into the page's view. A GET changes nothing. */
export async function backInStockConfirmState(db: Db, query: Query, locale: Locale): Promise<BackInStockConfirmState> {
  const requestId = await verifyBackInStockToken(first(query.r), first(query.t));
  const request = requestId ? await backInStockRequestOf(db, requestId) : undefined;
  const product = request && productById(request.productId);
  if (!request || !product) return { view: "invalid" };
  const named = {
    email: request.email,
    product: productIn(product.slug, locale)?.name ?? product.name,
    slug: product.slug,
  };
  if (request.notifiedAt) return { view: "sent", ...named };
  if (request.confirmedAt) return { view: "done", ...named };
  return {
    view: "ask",
    ...named,
    r: request.id,
    t: String(first(query.t)),
    throttled: first(query.problem) === "throttled",
  };
}
