import type { Metadata, Viewport } from "next";
import Link from "next/link";

import "../globals.css";
import { brand } from "@/content/brand";
import { ShopDocument } from "@/components/layout/shop-document";

import { adminMessages } from "@/content/messages/en/admin";
import { requireAdminPage } from "@/lib/auth/admin";

export const metadata: Metadata = {
  metadataBase: new URL(brand.siteUrl),
  title: adminMessages.meta.title,
  robots: { index: false, follow: false, nocache: true },
};

export const viewport: Viewport = { themeColor: "#3d6b45" };

// Read per request (session cookie), never prerendered or cached.
export const dynamic = "force-dynamic";

/**
 * The back office's own root layout (the shop's is app/[locale]): English only, no language switch.
 * Guards the whole back office. Next.js renders a layout and its page side by side, so this does not stop a page's
 * own data loading: every page under /admin calls requireAdminPage() itself too, and every action getAdminUser().
 */
export default async function AdminLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  const admin = await requireAdminPage();
  return (
    <ShopDocument locale="en" languageSwitch={false}>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2 border-b pb-4">
          <Link href="/admin" className="font-serif text-2xl font-semibold">
            {adminMessages.heading}
          </Link>
          <p className="text-muted-foreground text-sm">
            {adminMessages.signedInAs(admin.email)}
          </p>
        </div>
        {children}
      </div>
    </ShopDocument>
  );
}
