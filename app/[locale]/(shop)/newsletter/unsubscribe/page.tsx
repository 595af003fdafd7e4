import type { Metadata } from "next";

import { UnsubscribePanel } from "@/components/newsletter/unsubscribe-panel";
import { unsubscribeMessages } from "@/content/messages/newsletter-unsubscribe";
import { getDb } from "@/lib/db";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { unsubscribePageState } from "@/lib/newsletter/unsubscribe-page-state";
import type { RawSearchParams } from "@/lib/validations/admin-lists";

type Props = { params: LocaleParams; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: unsubscribeMessages[await resolvePageLocale(params)].metaTitle,
    robots: { index: false, follow: false },
  };
}

/**
 * Where a newsletter e-mail's link lands: no sign-in, the signed link is the proof; the POST does the unsubscribing.
 */
export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const state = await unsubscribePageState(await getDb(), await searchParams);
  return <UnsubscribePanel locale={locale} state={state} />;
}
