import type { Metadata } from "next";
import Link from "next/link";

import { AccountCard } from "@/components/account/account-card";
import { TwoFactorSignInForm } from "@/components/account/two-factor-sign-in-form";
import { accountScreens } from "@/content/messages/account-screens";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { safeNextPath } from "@/lib/auth/safe-next-path";

const PATH = "/account/sign-in/two-factor";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountScreens[locale].twoFactor.title, path: PATH });
}

export default async function TwoFactorSignInPage({
  params,
  searchParams,
}: PageProps<"/[locale]/account/sign-in/two-factor">) {
  const locale = await resolvePageLocale(params);
  const text = accountScreens[locale].twoFactor;
  const { next } = await searchParams;
  return (
    <AccountCard
      title={text.title}
      intro={text.intro}
      footer={
        <Link
          href={localizedPath(locale, "/account/sign-in")}
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          {text.startOver}
        </Link>
      }
    >
      <TwoFactorSignInForm
        next={safeNextPath(typeof next === "string" ? next : undefined, localizedPath(locale, "/account"))}
      />
    </AccountCard>
  );
}
