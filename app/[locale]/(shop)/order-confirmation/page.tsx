import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { CartEmptied } from "@/components/cart/cart-emptied";
import { ConfirmationExpired } from "@/components/orders/confirmation-expired";
import { OrderConfirmationView } from "@/components/orders/order-confirmation-view";
import { checkoutMessages } from "@/content/messages/checkout";
import { findOrderConfirmation, type OrderConfirmation } from "@/lib/orders/get-order-for-confirmation";
import { PhoneConfirmationPanel } from "@/components/orders/phone-confirmation-panel";
import { phoneConfirmationMessages } from "@/content/messages/phone-confirmation";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { getPhoneVerifier } from "@/lib/messaging";
import { readPhoneConfirmation } from "@/lib/orders/phone-confirmation/read-state";
import { findDocumentsOfOrder } from "@/lib/invoices/read-invoice";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { UNKNOWN_ORDER_PATH } from "@/lib/http/unknown-catalogue-path";
import { privatePageMetadata } from "@/lib/seo/page-metadata";

export const dynamic = "force-dynamic";
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return {
    ...privatePageMetadata({
      locale,
      title: checkoutMessages[locale].confirmation.pageTitle,
      path: "/order-confirmation",
    }),
    robots: { index: false, follow: false },
  };
}

/** Only a local cash order in a shop with a messaging provider asks for the code; otherwise the page is as before. */
async function phoneConfirmationPanel(order: OrderConfirmation["order"], locale: Locale) {
  if (!getPhoneVerifier() || order.source !== "local" || order.paymentMethod !== "cash_on_delivery") return null;
  const state = await readPhoneConfirmation(await getDb(), order);
  if (!state) return null;
  return (
    <PhoneConfirmationPanel
      locale={locale}
      publicToken={order.publicToken}
      state={state}
      text={phoneConfirmationMessages[locale]}
    />
  );
}

type Props = { params: LocaleParams; searchParams: Promise<{ order?: string | string[] }> };

export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const { order: token } = await searchParams;
  const confirmation = await findOrderConfirmation(typeof token === "string" ? token : undefined);
  // Not notFound(): in a per-request render it ships an empty document; the prerendered page carries the message.
  if (!confirmation) redirect(localizedPath(locale, UNKNOWN_ORDER_PATH));
  if (confirmation === "expired") return <ConfirmationExpired />;
  return (
    <>
      <CartEmptied />
      <OrderConfirmationView
        confirmation={confirmation}
        documents={await findDocumentsOfOrder(confirmation.order.id)}
        phoneConfirmation={await phoneConfirmationPanel(confirmation.order, locale)}
      />
    </>
  );
}
