import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";

import { TrackingResult } from "@/components/orders/tracking-result";
import { accountScreens } from "@/content/messages/account-screens";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { getCurrentSession } from "@/lib/auth/session";
import { documentsOfShopperOrder, orderOfShopper } from "@/lib/orders/signed-in-orders";
import { localizeOrderLookup } from "@/lib/orders/localize-order-lookup";
import { InvoiceLinks } from "@/components/invoices/invoice-links";

export async function generateMetadata({ params }: PageProps<"/[locale]/account/orders/[number]">): Promise<Metadata> {
  const { locale, number } = await params;
  const resolved = await resolvePageLocale(Promise.resolve({ locale }));
  return privatePageMetadata({
    locale: resolved,
    title: accountScreens[resolved].account.ordersTitle,
    path: `/account/orders/${number}`,
  });
}

/** The tracking view of one of the shopper's own orders: the same gate as /track-order, with the session's e-mail. */
export default async function AccountOrderPage({ params }: PageProps<"/[locale]/account/orders/[number]">) {
  const { number } = await params;
  const locale = await resolvePageLocale(params);
  const session = await getCurrentSession();
  if (!session)
    redirect(
      `${localizedPath(locale, "/account/sign-in")}?next=${encodeURIComponent(localizedPath(locale, `/account/orders/${number}`))}`,
    );
  const result = await orderOfShopper(session.user, decodeURIComponent(number));
  if (!result) notFound();
  const documents = await documentsOfShopperOrder(session.user, decodeURIComponent(number));
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <Link
        href={localizedPath(locale, "/account")}
        className="text-primary text-sm font-medium underline-offset-4 hover:underline"
      >
        {accountScreens[locale].account.orderBack}
      </Link>
      <h1 className="sr-only">{accountScreens[locale].account.ordersTitle}</h1>
      <TrackingResult result={localizeOrderLookup(result, locale)} locale={locale} email={session.user.email} />
      <InvoiceLinks documents={documents} locale={locale} />
    </div>
  );
}
