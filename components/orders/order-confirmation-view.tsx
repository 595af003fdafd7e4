import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { CalendarDays, CheckCircle2, CircleX, Mail, Package, Truck } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { paymentMessages } from "@/content/messages/payment";
import { formatPrice } from "@/lib/currency/format-price";
import { estimateDeliveryDate, formatShopDate } from "@/lib/orders/delivery-estimate";
import { orderOutcome } from "@/lib/orders/order-outcome";
import { paymentMethodNames } from "@/content/payment-methods";
import type { OrderConfirmation } from "@/lib/orders/get-order-for-confirmation";
import { summaryLinesOfOrder } from "@/lib/orders/order-summary-lines";
import { storedVatForDisplay, vatIncludedLine } from "@/lib/tax/shop-vat";
import { OrderHelpCards } from "./order-help-cards";
import { OrderSummary } from "./order-summary";
import { ShareShopButtons } from "./share-shop-buttons";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import type { IssuedDocumentLink } from "@/lib/invoices/read-invoice";
import { InvoiceLinks } from "@/components/invoices/invoice-links";

export function OrderConfirmationView({
  confirmation: { order, items, paidWith },
  documents = [],
  phoneConfirmation = null,
}: {
  confirmation: OrderConfirmation;
  documents?: IssuedDocumentLink[];
  /** The phone-code panel of a cash order in a shop with a messaging provider (the page renders it). */
  phoneConfirmation?: React.ReactNode;
}) {
  const locale = getRequestLocale();
  const { confirmation } = checkoutMessages[locale];
  const firstName = order.customerName?.split(" ")[0];
  const outcome = orderOutcome(order);
  const day = (date: Date) => formatShopDate(date, locale);
  // An order that will not come, or has come, says so instead of "Order Confirmed!" and a delivery estimate.
  const heading =
    outcome.kind === "cancelled" || outcome.kind === "refused"
      ? {
          ended: true,
          title: confirmation.ended[outcome.kind].title,
          line: confirmation.ended[outcome.kind].description(day(outcome.at)),
        }
      : outcome.kind === "delivered"
        ? {
            ended: false,
            title: confirmation.delivered.title,
            line:
              outcome.cashCollectedFils === null
                ? confirmation.delivered.prepaid(day(outcome.at))
                : confirmation.delivered.description(
                    day(outcome.at),
                    formatPrice(outcome.cashCollectedFils / 100, order.currency, locale),
                  ),
          }
        : { ended: false, title: confirmation.title, line: firstName ? confirmation.thanks(firstName) : null };
  const facts = [
    { icon: Package, label: confirmation.orderNumber, value: order.orderNumber },
    ...(outcome.kind === "open"
      ? [
          {
            icon: CalendarDays,
            label: confirmation.estimatedDelivery,
            value: formatShopDate(estimateDeliveryDate(order.createdAt), locale),
          },
        ]
      : []),
    ...(outcome.kind === "cancelled" && outcome.reason
      ? [{ icon: CircleX, label: confirmation.reason, value: outcome.reason }]
      : []),
  ];
  const HeadingIcon = heading.ended ? CircleX : CheckCircle2;
  return (
    <div className="mx-auto grid max-w-3xl gap-10 px-4 py-12">
      <header className="grid justify-items-center gap-3 text-center">
        <HeadingIcon aria-hidden className={heading.ended ? "size-14 text-gray-600" : "text-primary size-14"} />
        <h1 className="font-serif text-4xl font-semibold">{heading.title}</h1>
        {heading.line ? <p className="text-muted-foreground text-lg">{heading.line}</p> : null}
      </header>
      {phoneConfirmation}

      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="bg-card grid gap-1 rounded-xl border p-5">
            <dt className="text-muted-foreground flex items-center gap-2 text-sm">
              <Icon aria-hidden className="text-primary size-5" />
              {label}
            </dt>
            <dd className="ps-7 text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <ul className="bg-secondary text-secondary-foreground grid gap-3 rounded-xl p-5">
        {outcome.kind === "open" ? (
          <li className="flex items-center gap-3">
            <Truck aria-hidden className="size-5" />
            {confirmation.shipsWithin}
            {order.shippingAmount === 0 ? ` · ${confirmation.freeShipping}` : null}
          </li>
        ) : null}
        <li className="flex items-center gap-3">
          <Mail aria-hidden className="size-5 shrink-0" />
          {/* An address has no spaces to break at; without this a long one widens the page on a phone. */}
          <span className="min-w-0 wrap-anywhere">{confirmation.emailNotice(order.email)}</span>
        </li>
        {order.paymentMethod === "cash_on_delivery" ? (
          <li className="ps-8">
            {confirmation.paymentMethod}: {confirmation.cashOnDelivery}
          </li>
        ) : null}
        {order.paymentMethod === "online" ? (
          <li className="ps-8" role={order.financialStatus === "paid" ? undefined : "status"}>
            {order.financialStatus === "paid"
              ? `${confirmation.paymentMethod}: ${paymentMessages[locale].confirmation.paidOnline(paidWith ? paymentMethodNames[locale][paidWith] : null)}`
              : paymentMessages[locale].confirmation.awaitingPayment}
          </li>
        ) : null}
      </ul>

      <OrderSummary
        locale={locale}
        texts={{ cart: cartMessages[locale], checkout: checkoutMessages[locale] }}
        title={confirmation.itemsTitle}
        lines={summaryLinesOfOrder(items, locale)}
        totals={{
          subtotal: order.subtotalAmount,
          discount: order.discountAmount,
          discountCode: order.discountCode,
          shipping: order.shippingAmount,
          codFee: order.codFeeAmount,
          total: order.totalAmount,
          taxLine: vatIncludedLine(storedVatForDisplay(order.vatAmountFils)),
          currency: order.currency,
        }}
        testIdPrefix="order"
        className="bg-card rounded-xl border p-6 shadow-sm"
      />
      <InvoiceLinks documents={documents} locale={locale} />
      <OrderHelpCards />

      <section aria-labelledby="share-title" className="grid gap-4">
        <h2 id="share-title" className="font-serif text-xl font-semibold">
          {confirmation.shareTitle}
        </h2>
        <ShareShopButtons />
      </section>

      <Button asChild variant="outline" size="lg" className="justify-self-center">
        <Link href="/collection">{confirmation.continueShopping}</Link>
      </Button>
    </div>
  );
}
