import type { Metadata } from "next";

import { NotFoundStatus } from "@/components/layout/not-found-status";
import { OrderNotFound } from "@/components/orders/order-not-found";
import { checkoutMessages } from "@/content/messages/checkout";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // No robots entry: Next.js adds noindex itself to every page answered with 404 (NotFoundStatus below).
  return { title: checkoutMessages[await resolvePageLocale(params)].confirmation.notFoundTitle };
}

/**
 * Where a confirmation link that names no order is sent. The confirmation page renders per request, and a notFound()
 * there ships an empty error document (see "Not-found pages without JavaScript" in docs/architecture.md); this page is
 * prerendered once per language with its message in the HTML and status 404 (NotFoundStatus), answered
 * `private, no-store` (next.config.ts headers).
 */
export default async function UnknownOrderPage({ params }: Props) {
  return (
    <>
      <OrderNotFound locale={await resolvePageLocale(params)} />
      <NotFoundStatus />
    </>
  );
}
