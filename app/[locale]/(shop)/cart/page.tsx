import type { Metadata } from "next";

import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/locales";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { CartView } from "@/components/cart/cart-view";
import { EmptyState } from "@/components/layout/empty-state";
import { PageAlert } from "@/components/layout/page-alert";
import { refusalMessage } from "@/lib/cart/add-to-cart-form";
import { getCartForPage } from "@/lib/cart/current-cart";
import { commerceProblemText } from "@/lib/commerce/problem-text";
import { cartMessages } from "@/content/messages/cart";

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
  searchParams: Promise<{ notAdded?: string | string[] }>;
}) {
  const locale = await resolvePageLocale(params);
  const { cart, unavailable } = await getCartForPage();
  const text = cartMessages[locale].unavailable;
  // Set by Add to Cart posted without JavaScript when nothing was added (lib/actions/add-to-cart-form.ts).
  const notAdded = refusalMessage((await searchParams).notAdded, cartMessages[locale]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageAlert message={notAdded} />
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
