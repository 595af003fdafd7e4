import { cartMessages } from "@/content/messages/cart";
import { commerceMessages } from "@/content/messages/commerce";
import { sellableItemIn } from "@/content/localized";
import type { Locale } from "@/lib/i18n/locales";
import type { CommerceProblem } from "./problem";

/** The spec's message for a commerce problem, in the shopper's language (English for logs and webhooks). */
export function commerceProblemText(problem: CommerceProblem, locale: Locale): string {
  const commerce = commerceMessages[locale];
  const cart = cartMessages[locale];
  switch (problem.code) {
    case "authentication":
      return commerce.authentication(problem.provider);
    case "server_error":
      return commerce.serverError(problem.provider);
    case "graphql":
      return commerce.graphql(problem.provider);
    case "unreachable":
      return commerce.unreachable(problem.provider);
    case "cart_error":
      return commerce.cartError(problem.details);
    case "rate_limit":
      return commerce.rateLimit;
    case "connection":
      return commerce.connection;
    case "timeout":
      return commerce.timeout;
    case "unexpected":
      return commerce.unexpected;
    case "quantity_limit":
      return cart.quantityLimit;
    case "stock_limit": {
      if (!("merchandiseId" in problem)) return cart.stockLimit;
      const title = sellableItemIn(problem.merchandiseId, locale)?.title;
      return title ? cart.stockLimitOf(title, problem.inStock) : cart.stockLimit;
    }
    case "not_purchasable":
      return cart.notPurchasable.description;
    case "awaiting_payment":
      return cart.awaitingPayment.locked;
    case "discount_unknown":
      return cart.discount.errors.unknown;
    case "discount_used":
      return cart.discount.errors.used;
    case "discount_expired":
      return cart.discount.errors.expired;
    case "discount_unconfirmed":
      return cart.discount.errors.unconfirmed;
    case "discount_not_applicable":
      return cart.discount.errors.notApplicable;
    case "discount_not_started":
      return cart.discount.errors.notStarted;
    case "discount_used_up":
      return cart.discount.errors.usedUp;
    case "discount_used_by_you":
      return cart.discount.errors.usedByYou;
    case "discount_minimum":
      return cart.discount.errors.minimum(problem.minimumFils);
  }
}
