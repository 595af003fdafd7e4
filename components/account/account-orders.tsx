import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { accountScreens } from "@/content/messages/account-screens";
import { formatPrice } from "@/lib/currency/format-price";
import { formatShopDate } from "@/lib/orders/delivery-estimate";
import type { AccountOrder } from "@/lib/orders/orders-for-account";
import { orderStatusName } from "@/components/orders/order-status-name";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import type { Locale } from "@/lib/i18n/locales";
import { orderStatusOf } from "@/lib/orders/order-status";
import { orderStatusMessages } from "@/content/messages/order-status";

/** A shop's own order by its one status; a Shopify order by Shopify's fulfilment words, in the page's language. */
function accountOrderStatus(order: AccountOrder, locale: Locale): string {
  const status = orderStatusOf(order);
  return status ? orderStatusMessages[locale][status] : orderStatusName(order.fulfillmentStatus, locale);
}

export function AccountOrders({ orders }: { orders: AccountOrder[] }) {
  const locale = getRequestLocale();
  const text = accountScreens[locale].account;
  if (orders.length === 0) {
    return (
      <p className="text-muted-foreground">
        {text.noOrders}{" "}
        <Link href="/collection" className="text-primary font-medium underline-offset-4 hover:underline">
          {text.shopLink}
        </Link>
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-lg border">
      {orders.map((order) => (
        <li key={order.orderNumber} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="grid gap-1">
            <Link
              href={`/account/orders/${encodeURIComponent(order.orderNumber.replace(/^#/, ""))}`}
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {text.orderLink(order.orderNumber)}
            </Link>
            <span className="text-muted-foreground text-sm">
              {text.orderPlaced} {formatShopDate(order.createdAt, locale)}
            </span>
          </div>
          <dl className="flex gap-6 text-sm">
            <div>
              <dt className="text-muted-foreground">{text.orderStatus}</dt>
              <dd>{accountOrderStatus(order, locale)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{text.orderTotal}</dt>
              <dd>{formatPrice(order.totalAmount, order.currency, locale)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
