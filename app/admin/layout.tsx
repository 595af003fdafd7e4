import type { Metadata, Viewport } from "next";

import "../globals.css";
import { brand } from "@/content/brand";
import { AdminDocument } from "@/components/admin/admin-document";

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
 * The back office's own root layout (the shop's is app/[locale]): English only, without the shop's header, cart and
 * popups.
 * Guards the whole back office. Next.js renders a layout and its page side by side, so this does not stop a page's
 * own data loading: every page under /admin calls requireAdminPage() itself too, and every action getAdminUser().
 */
export default async function AdminLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const admin = await requireAdminPage();
  return <AdminDocument adminEmail={admin.email}>{children}</AdminDocument>;
}
