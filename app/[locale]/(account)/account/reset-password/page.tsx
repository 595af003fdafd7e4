import type { Metadata } from "next";
import Link from "next/link";

import { AccountCard } from "@/components/account/account-card";
import { FormMessage } from "@/components/account/form-message";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { ResetRequestForm } from "@/components/account/reset-request-form";
import { accountMessages } from "@/content/messages/account";
import { accountScreens } from "@/content/messages/account-screens";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";

const PATH = "/account/reset-password";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountScreens[locale].reset.requestTitle, path: PATH });
}

/**
 * Without a token: ask for the e-mail. The e-mailed link goes through /api/auth/reset-password/<token>, which checks
 * the token and lands here with ?token=... (or ?error=INVALID_TOKEN when it is used up or expired).
 */
export default async function ResetPasswordPage({
  params,
  searchParams,
}: PageProps<"/[locale]/account/reset-password">) {
  const locale = await resolvePageLocale(params);
  const text = accountScreens[locale].reset;
  const { token, error } = await searchParams;
  const backToSignIn = (
    <Link
      href={localizedPath(locale, "/account/sign-in")}
      className="text-primary font-medium underline-offset-4 hover:underline"
    >
      {text.backToSignIn}
    </Link>
  );
  if (typeof token === "string" && token && !error) {
    return (
      <AccountCard title={text.chooseTitle} intro={text.chooseIntro} footer={backToSignIn}>
        <ResetPasswordForm token={token} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title={text.requestTitle} intro={text.requestIntro} footer={backToSignIn}>
      {error ? (
        <div className="mb-5">
          <FormMessage message={accountMessages[locale].errors.resetLinkInvalid} ok={false} />
        </div>
      ) : null}
      <ResetRequestForm />
    </AccountCard>
  );
}
