import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

import { AccountCard } from "@/components/account/account-card";
import { SignUpForm } from "@/components/account/sign-up-form";
import { accountScreens } from "@/content/messages/account-screens";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";

const PATH = "/account/sign-up";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountScreens[locale].signUp.title, path: PATH });
}

export default async function SignUpPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const text = accountScreens[locale].signUp;
  // Rendered per request: account pages carry a per-request CSP nonce (lib/http/content-security-policy.ts), which a
  // prerendered page could not.
  await connection();
  return (
    <AccountCard
      title={text.title}
      intro={text.intro}
      footer={
        <>
          {text.haveAccount}{" "}
          <Link
            href={localizedPath(locale, "/account/sign-in")}
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {text.signInLink}
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AccountCard>
  );
}
