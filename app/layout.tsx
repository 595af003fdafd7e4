import type { Metadata, Viewport } from "next";

import "./globals.css";
import { inter, playfair } from "./fonts";
import { brand } from "@/content/brand";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { CartProvider } from "@/components/cart/cart-provider";
import { CurrencyProvider } from "@/components/currency/currency-provider";
import { Toaster } from "@/components/ui/sonner";
import { FlashToast } from "@/components/layout/flash-toast";
import { HealthCheck } from "@/components/health/health-check";
import { ConsentBanner } from "@/components/analytics/consent-banner";
import { DebugDiagnostics } from "@/components/diagnostics/debug-diagnostics";
import { NewsletterPopupWatcher } from "@/components/newsletter/popup-watcher";
import { layoutMessages } from "@/content/messages/en/layout";
import { policies } from "@/content/policies";
import { policiesSchema } from "@/content/policies-schema";

// Runs when the layout module loads, i.e. during `next build`: a broken policy figure fails the build.
policiesSchema.parse(policies);

export const metadata: Metadata = {
  metadataBase: new URL(brand.siteUrl),
  title: { default: `${brand.name} | ${brand.tagline}`, template: `%s | ${brand.name}` },
  description: brand.description,
  applicationName: brand.name,
};

export const viewport: Viewport = { themeColor: "#3d6b45" };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" dir="ltr" className={`${inter.variable} ${playfair.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-background focus:px-3 focus:py-2">
          {layoutMessages.skipToContent}
        </a>
        <CurrencyProvider>
          <CartProvider>
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
          </CartProvider>
        </CurrencyProvider>
        <Toaster position="top-center" />
        <FlashToast />
        <HealthCheck />
        <ConsentBanner />
        <DebugDiagnostics />
        <NewsletterPopupWatcher />
      </body>
    </html>
  );
}
