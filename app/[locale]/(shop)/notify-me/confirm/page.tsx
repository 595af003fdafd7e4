import type { Metadata } from "next";

import { BackInStockConfirmPanel } from "@/components/back-in-stock/confirm-panel";
import { backInStockMessages } from "@/content/messages/back-in-stock";
import { backInStockConfirmState } from "@/lib/back-in-stock/confirm-page-state";
import { getDb } from "@/lib/db";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import type { RawSearchParams } from "@/lib/validations/admin-lists";

type Props = { params: LocaleParams; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: backInStockMessages[await resolvePageLocale(params)].confirm.metaTitle,
    robots: { index: false, follow: false },
  };
}

/** Where the confirmation e-mail's link lands: the signed link is the proof; the button does the confirming. */
export default async function BackInStockConfirmPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const state = await backInStockConfirmState(await getDb(), await searchParams, locale);
  return <BackInStockConfirmPanel locale={locale} state={state} />;
}
