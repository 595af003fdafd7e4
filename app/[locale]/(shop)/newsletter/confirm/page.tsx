import type { Metadata } from "next";

import { ConfirmPanel } from "@/components/newsletter/confirm-panel";
import { confirmMessages } from "@/content/messages/newsletter-confirm";
import { getDb } from "@/lib/db";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { confirmPageState } from "@/lib/newsletter/confirm-page-state";
import type { RawSearchParams } from "@/lib/validations/admin-lists";

type Props = { params: LocaleParams; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: confirmMessages[await resolvePageLocale(params)].metaTitle,
    robots: { index: false, follow: false },
  };
}

/** Where the welcome e-mail's confirmation link lands: the signed link is the proof; the POST does the confirming. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const state = await confirmPageState(await getDb(), await searchParams);
  return <ConfirmPanel locale={locale} state={state} />;
}
