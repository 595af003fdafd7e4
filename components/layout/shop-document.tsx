import { inter, notoSansArabic, playfair } from "@/app/fonts";
import { CartProvider } from "@/components/cart/cart-provider";
import { CurrencyProvider } from "@/components/currency/currency-provider";
import { FlashToast } from "@/components/layout/flash-toast";
import { HealthCheck } from "@/components/health/health-check";
import { ConsentBanner } from "@/components/analytics/consent-banner";
import { DebugDiagnostics } from "@/components/diagnostics/debug-diagnostics";
import { LocaleProvider } from "@/components/i18n/locale-provider";
import { NewsletterPopupWatcher } from "@/components/newsletter/popup-watcher";
import { layoutMessages } from "@/content/messages/layout";
import { consentPendingScript } from "@/lib/analytics/consent-pending-script.mjs";
import { configuredPixelId } from "@/lib/analytics/track";
import { textDirection, type Locale } from "@/lib/i18n/locales";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

type ShopDocumentProps = Readonly<{ locale: Locale; languageSwitch?: boolean; children: React.ReactNode }>;

/**
 * The whole HTML document around a page: language and direction on <html> (rendered on the server, so the page is
 * mirrored before any script runs), the typefaces (the Arabic one only on Arabic pages), header, footer and the
 * shop-wide providers. Both root layouts use it: app/[locale] for the shop and app/admin, which stays English.
 */
export function ShopDocument({ locale, languageSwitch = true, children }: ShopDocumentProps) {
  const dir = textDirection(locale);
  const fonts = [inter.variable, playfair.variable, ...(locale === "ar" ? [notoSansArabic.variable] : [])].join(" ");
  return (
    // The consent script may add data-consent to <html> before React hydrates it.
    <html lang={locale} dir={dir} className={fonts} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        {configuredPixelId() && <script dangerouslySetInnerHTML={{ __html: consentPendingScript }} />}
        <LocaleProvider locale={locale}>
          <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-background focus:px-3 focus:py-2">
            {layoutMessages[locale].skipToContent}
          </a>
          <CurrencyProvider>
            <CartProvider>
              <SiteHeader locale={locale} languageSwitch={languageSwitch} />
              <main id="main" className="flex-1">
                {children}
              </main>
              <SiteFooter locale={locale} />
            </CartProvider>
          </CurrencyProvider>
          <FlashToast />
          <HealthCheck />
          <ConsentBanner />
          <DebugDiagnostics />
          <NewsletterPopupWatcher />
        </LocaleProvider>
      </body>
    </html>
  );
}
