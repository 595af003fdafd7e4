import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { AccountOrders } from "@/components/account/account-orders";
import { AccountSection } from "@/components/account/account-section";
import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { ProfileForm } from "@/components/account/profile-form";
import { SignOutButtons } from "@/components/account/sign-out-buttons";
import { TwoFactorSettings } from "@/components/account/two-factor-settings";
import { WishlistSync } from "@/components/account/wishlist-sync";
import { accountAddresses } from "@/content/messages/account-addresses";
import { accountDataRights } from "@/content/messages/account-data-rights";
import { accountScreens } from "@/content/messages/account-screens";
import { accountWishlist } from "@/content/messages/account-wishlist";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { isAdminUser } from "@/lib/auth/admin-role";
import { getCurrentSession } from "@/lib/auth/session";
import { ordersOfShopper } from "@/lib/orders/signed-in-orders";

const PATH = "/account";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountScreens[locale].account.title, path: PATH });
}

export default async function AccountPage({ params, searchParams }: PageProps<"/[locale]/account">) {
  const locale = await resolvePageLocale(params);
  const text = accountScreens[locale].account;
  const dataRights = accountDataRights[locale];
  const wishlist = accountWishlist[locale];
  const addressBook = accountAddresses[locale];
  const session = await getCurrentSession();
  if (!session)
    redirect(
      `${localizedPath(locale, "/account/sign-in")}?next=${encodeURIComponent(localizedPath(locale, "/account"))}`,
    );
  const { user } = session;
  const orders = await ordersOfShopper(user);
  // Sent here by the back office (lib/auth/admin.ts): an admin turns on two-factor authentication before it opens.
  const adminNeedsTwoFactor = (await searchParams).admin === "two-factor" && !user.twoFactorEnabled;

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
      <header className="grid gap-1">
        <h1 className="font-serif text-3xl font-semibold">{text.title}</h1>
        <p className="text-muted-foreground">{text.greeting(user.firstName ?? user.name)}</p>
        {isAdminUser(user) ? (
          <p className="mt-2">
            {/* The back office is its own document (app/admin), English only. */}
            <Link
              href="/admin"
              hrefLang="en"
              className="text-primary font-medium underline-offset-4 hover:underline"
              data-testid="back-office-link"
            >
              {text.backOfficeLink}
            </Link>
          </p>
        ) : null}
        {adminNeedsTwoFactor ? (
          <p role="status" className="border-primary/40 bg-primary/5 mt-3 rounded-md border p-3 text-sm">
            <a href="#security" className="underline-offset-4 hover:underline">
              {text.adminTwoFactorRequired}
            </a>
          </p>
        ) : null}
      </header>

      <AccountSection id="orders" title={text.ordersTitle} intro={text.ordersIntro}>
        <AccountOrders orders={orders} />
      </AccountSection>

      <AccountSection id="wishlist" title={wishlist.title} intro={wishlist.intro}>
        {/* The page a shopper lands on after signing in: the hearts they tapped as a guest move into the account. */}
        <WishlistSync />
        <Link
          href={localizedPath(locale, "/account/wishlist")}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {wishlist.accountLink}
        </Link>
      </AccountSection>

      <AccountSection id="addresses" title={addressBook.title} intro={addressBook.intro}>
        <Link
          href={localizedPath(locale, "/account/addresses")}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {addressBook.accountLink}
        </Link>
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
          <Link
            href={localizedPath(locale, "/account/reset-password")}
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {text.resetLink}
          </Link>
        </p>
      </AccountSection>

      <AccountSection id="sign-out" title={text.signOutTitle}>
        <SignOutButtons />
      </AccountSection>

      <AccountSection id="your-data" title={dataRights.title} intro={dataRights.exportIntro}>
        {/* A plain link: the download is a GET the browser saves, never prefetched. */}
        <a
          href="/api/account/export"
          download
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {dataRights.exportLink}
        </a>
        <h3 className="mt-8 mb-3 font-medium">{dataRights.deleteTitle}</h3>
        <DeleteAccountForm text={dataRights} twoFactorEnabled={Boolean(user.twoFactorEnabled)} />
      </AccountSection>
    </div>
  );
}
