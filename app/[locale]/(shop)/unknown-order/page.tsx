import type { Metadata } from "next";

import { OrderNotFound } from "@/components/orders/order-not-found";
import { checkoutMessages } from "@/content/messages/checkout";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: checkoutMessages[await resolvePageLocale(params)].confirmation.notFoundTitle, robots: { index: false, follow: false } };
}

/**
 * Where a confirmation link that names no order is sent. The confirmation page renders per request, and a notFound()
 * there ships an empty error document (see "Not-found pages without JavaScript" in the README); this page is
 * prerendered once per language with its message in the HTML, and server.mjs answers it 404, `private, no-store`.
 */
export default async function UnknownOrderPage({ params }: Props) {
  return <OrderNotFound locale={await resolvePageLocale(params)} />;
}
