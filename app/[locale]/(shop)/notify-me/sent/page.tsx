import type { Metadata } from "next";

import { BackInStockSentPanel } from "@/components/back-in-stock/sent-panel";
import { backInStockMessages } from "@/content/messages/back-in-stock";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import type { RawSearchParams } from "@/lib/validations/admin-lists";

type Props = { params: LocaleParams; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: backInStockMessages[await resolvePageLocale(params)].sent.metaTitle,
    robots: { index: false, follow: false },
  };
}

/** Where the product page's "Notify me" form lands, so the product page itself stays prerendered. */
export default async function BackInStockSentPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const { product, problem } = await searchParams;
  return (
    <BackInStockSentPanel
      locale={locale}
      productSlug={typeof product === "string" ? product : undefined}
      problem={typeof problem === "string" ? problem : undefined}
    />
  );
}
