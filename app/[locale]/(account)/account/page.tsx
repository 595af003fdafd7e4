import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { AccountOrders } from "@/components/account/account-orders";
import { AccountSection } from "@/components/account/account-section";
import { ProfileForm } from "@/components/account/profile-form";
import { SignOutButtons } from "@/components/account/sign-out-buttons";
import { TwoFactorSettings } from "@/components/account/two-factor-settings";
import { accountScreens } from "@/content/messages/account-screens";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { getCurrentSession } from "@/lib/auth/session";
import { ordersOfShopper } from "@/lib/orders/signed-in-orders";

const PATH = "/account";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountScreens[locale].account.title, path: PATH });
}

export default async function AccountPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const text = accountScreens[locale].account;
  const session = await getCurrentSession();
  if (!session) redirect(`${localizedPath(locale, "/account/sign-in")}?next=${encodeURIComponent(localizedPath(locale, "/account"))}`);
  const { user } = session;
  const orders = await ordersOfShopper(user);

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
      <header className="grid gap-1">
        <h1 className="font-serif text-3xl font-semibold">{text.title}</h1>
        <p className="text-muted-foreground">{text.greeting(user.firstName ?? user.name)}</p>
      </header>

      <AccountSection id="orders" title={text.ordersTitle} intro={text.ordersIntro}>
        <AccountOrders orders={orders} />
      </AccountSection>

      <AccountSection id="profile" title={text.profileTitle}>
        <p className="mb-4 text-sm">
          <span className="text-muted-foreground">{text.emailLabel}:</span> {user.email}
        </p>
        <ProfileForm firstName={user.firstName ?? ""} lastName={user.lastName ?? ""} phone={user.phoneNumber ?? ""} />
      </AccountSection>

      <AccountSection id="security" title={text.securityTitle}>
        <TwoFactorSettings enabled={Boolean(user.twoFactorEnabled)} />
        <p className="mt-6 text-sm">
          <Link href={localizedPath(locale, "/account/reset-password")} className="font-medium text-primary underline-offset-4 hover:underline">
            {text.resetLink}
          </Link>
        </p>
      </AccountSection>

      <AccountSection id="sign-out" title={text.signOutTitle}>
        <SignOutButtons />
      </AccountSection>
    </div>
  );
}
