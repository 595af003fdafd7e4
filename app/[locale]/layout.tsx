import type { Metadata, Viewport } from "next";

import "../globals.css";
import { brandIn } from "@/content/localized";
import { ShopDocument } from "@/components/layout/shop-document";
import { policies } from "@/content/policies";
import { cartReminderPolicy } from "@/content/cart-reminder-policy";
import { cartReminderPolicySchema, policiesSchema } from "@/content/policies-schema";
import { locales } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

// Runs when the layout module loads, i.e. during `next build`: a broken policy figure fails the build.
policiesSchema.parse(policies);
cartReminderPolicySchema.parse(cartReminderPolicy);

/**
 * Both languages are prerendered. No `dynamicParams = false` here: Next.js applies it to every route below (a route is
 * NOT_FOUND as soon as any of its segments says false), which would stop an unknown product or path from rendering its
 * own 404 in the shopper's language. Other values never get this far: next.config.ts rewrites every path that is not
 * /ar, /api, /admin or /_next to /en, and resolvePageLocale answers 404 for anything else.
 */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const brand = brandIn(await resolvePageLocale(params));
  return {
    metadataBase: new URL(brand.siteUrl),
    title: { default: `${brand.name} | ${brand.tagline}`, template: `%s | ${brand.name}` },
    description: brand.description,
    applicationName: brand.name,
  };
}

export const viewport: Viewport = { themeColor: "#3d6b45" };

export default async function LocaleLayout({
  children,
  params,
}: Readonly<{ children: React.ReactNode; params: LocaleParams }>) {
  const locale = await resolvePageLocale(params);
  return <ShopDocument locale={locale}>{children}</ShopDocument>;
}
