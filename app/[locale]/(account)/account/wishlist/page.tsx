import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { WishlistList } from "@/components/account/wishlist-list";
import { WishlistSync } from "@/components/account/wishlist-sync";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { accountWishlist } from "@/content/messages/account-wishlist";
import { getCurrentSession } from "@/lib/auth/session";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { wishlistProducts } from "@/lib/wishlist/wishlist-products";

const PATH = "/account/wishlist";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: accountWishlist[locale].title, path: PATH });
}

export default async function WishlistPage({ params }: PageProps<"/[locale]/account/wishlist">) {
  const locale = await resolvePageLocale(params);
  const text = accountWishlist[locale];
  const session = await getCurrentSession();
  if (!session)
    redirect(`${localizedPath(locale, "/account/sign-in")}?next=${encodeURIComponent(localizedPath(locale, PATH))}`);
  const items = await wishlistProducts(session.user.id, locale);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <WishlistSync />
      <header className="grid gap-1">
        <h1 className="font-serif text-3xl font-semibold">{text.title}</h1>
        <p className="text-muted-foreground">{text.intro}</p>
      </header>
      <WishlistList items={items} text={text} />
      <p>
        <Link href="/account" className="text-primary text-sm font-medium underline-offset-4 hover:underline">
          {text.back}
        </Link>
      </p>
    </div>
  );
}
