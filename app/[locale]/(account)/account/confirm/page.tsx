import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

import { AccountCard } from "@/components/account/account-card";
import { ConfirmSignUpForm } from "@/components/account/confirm-sign-up-form";
import { accountConfirmMessages } from "@/content/messages/account-confirm";
import { pendingSignUpEmail } from "@/lib/auth/pending-sign-up";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";

const PATH = "/account/confirm";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountConfirmMessages[locale].title, path: PATH });
}

const linkClass = "text-primary font-medium underline-offset-4 hover:underline";

/**
 * Where an e-mailed confirmation link lands (?token=...). The token proves the inbox; the form asks for the password
 * chosen at sign-up, and only both together create the account (lib/auth/pending-sign-up.ts).
 */
export default async function ConfirmSignUpPage({ params, searchParams }: PageProps<"/[locale]/account/confirm">) {
  const locale = await resolvePageLocale(params);
  const text = accountConfirmMessages[locale];
  await connection();
  const { token } = await searchParams;
  const email = typeof token === "string" ? await pendingSignUpEmail(await getDb(), token) : null;
  const signIn = (
    <Link href={localizedPath(locale, "/account/sign-in")} className={linkClass}>
      {text.signIn}
    </Link>
  );
  if (typeof token !== "string" || !email) {
    return (
      <AccountCard
        title={text.invalidLinkTitle}
        intro={text.invalidLink}
        footer={
          <>
            {signIn}
            {" · "}
            <Link href={localizedPath(locale, "/account/sign-up")} className={linkClass}>
              {text.signUpAgain}
            </Link>
          </>
        }
      >
        {null}
      </AccountCard>
    );
  }
  return (
    <AccountCard title={text.title} intro={text.intro(email)} footer={signIn}>
      <ConfirmSignUpForm token={token} email={email} />
    </AccountCard>
  );
}
