import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { AccountCard } from "@/components/account/account-card";
import { SignInForm } from "@/components/account/sign-in-form";
import { accountScreens } from "@/content/messages/account-screens";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { getCurrentSession } from "@/lib/auth/session";

const PATH = "/account/sign-in";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountScreens[locale].signIn.title, path: PATH });
}

export default async function SignInPage({ params, searchParams }: PageProps<"/[locale]/account/sign-in">) {
  const locale = await resolvePageLocale(params);
  const text = accountScreens[locale].signIn;
  const { next, admin } = await searchParams;
  const nextPath = safeNextPath(typeof next === "string" ? next : undefined, localizedPath(locale, "/account"));
  if (await getCurrentSession()) redirect(nextPath);
  return (
    <AccountCard
      title={text.title}
      intro={text.intro}
      footer={
        <>
          {text.noAccount}{" "}
          <Link
            href={localizedPath(locale, "/account/sign-up")}
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {text.signUpLink}
          </Link>
        </>
      }
    >
      {admin === "expired" ? (
        <p role="status" className="border-primary/40 bg-primary/5 mb-4 rounded-md border p-3 text-sm">
          {text.adminSignInExpired}
        </p>
      ) : null}
      <SignInForm next={nextPath} />
    </AccountCard>
  );
}
