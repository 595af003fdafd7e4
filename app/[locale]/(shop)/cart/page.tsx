import type { Metadata } from "next";

import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { paymentMessages } from "@/content/messages/payment";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { CartView } from "@/components/cart/cart-view";
import { EmptyState } from "@/components/layout/empty-state";
import { PageAlert } from "@/components/layout/page-alert";
import { refusalMessage } from "@/lib/cart/add-to-cart-form";
import { getCartForPage } from "@/lib/cart/current-cart";
import { commerceProblemText } from "@/lib/commerce/problem-text";
import { cartMessages } from "@/content/messages/cart";
import { AwaitingPaymentNotice } from "@/components/cart/awaiting-payment-notice";
import { readCartId } from "@/lib/cart/cart-cookie";
import { getDb } from "@/lib/db";
import { offersOnlinePayment } from "@/lib/payments";
import { awaitingPaymentOfCart } from "@/lib/payments/cart-payment";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const text = cartMessages[locale].page;
  return privatePageMetadata({ locale, title: text.title, description: text.metaDescription, path: "/cart" });
}

/** Rendered per request so the cart shows (and its buttons post) before JavaScript arrives. */
export default async function CartPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<{ notAdded?: string | string[]; payment?: string | string[] }>;
}) {
  const locale = await resolvePageLocale(params);
  const { cart, unavailable } = await getCartForPage();
  const text = cartMessages[locale].unavailable;
  // Set by Add to Cart posted without JavaScript when nothing was added (lib/actions/add-to-cart-form.ts).
  const query = await searchParams;
  const notAdded = refusalMessage(query.notAdded, cartMessages[locale]);
  const awaiting = cart && offersOnlinePayment() ? await awaitingPayment() : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageAlert message={notAdded} />
      <PaymentNotice notice={query.payment} locale={locale} />
      {awaiting ? <AwaitingPaymentNotice awaiting={awaiting} locale={locale} /> : null}
      {unavailable ? (
        <EmptyState
          title={text.title}
          text={text.description(commerceProblemText(unavailable, locale))}
          actions={[
            { href: localizedPath(locale, "/cart"), label: text.retry },
            { href: localizedPath(locale, "/"), label: text.continueShopping },
          ]}
        />
      ) : (
        <CartView initialCart={cart} />
      )}
    </div>
  );
}

/** The order this cart waits on for its online payment, if any (the cart cannot change meanwhile). */
async function awaitingPayment() {
  const cartId = await readCartId();
  return cartId ? awaitingPaymentOfCart(await getDb(), cartId) : null;
}

/** What a payment button on this page did (lib/actions/cart-payment.ts names it in `?payment=`). */
function PaymentNotice({ notice, locale }: { notice: unknown; locale: Locale }) {
  const text = cartMessages[locale].awaitingPayment;
  if (notice === "cancelled")
    return (
      <p role="status" className="bg-muted/40 mb-6 rounded-md border p-3 text-sm">
        {text.cancelled}
      </p>
    );
  if (notice === "ended") return <PageAlert message={text.ended} />;
  return notice === "unavailable" ? <PageAlert message={paymentMessages[locale].errors.gatewayUnavailable} /> : null;
}
