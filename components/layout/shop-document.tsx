import { CartProvider } from "@/components/cart/cart-provider";
import { CurrencyProvider } from "@/components/currency/currency-provider";
import { FlashToast } from "@/components/layout/flash-toast";
import { HealthCheck } from "@/components/health/health-check";
import { ConsentBanner } from "@/components/analytics/consent-banner";
import { DebugDiagnostics } from "@/components/diagnostics/debug-diagnostics";
import { LocaleProvider } from "@/components/i18n/locale-provider";
import { NewsletterPopupWatcher } from "@/components/newsletter/popup-watcher";
import { layoutMessages } from "@/content/messages/layout";
import { consentPendingScript } from "@/lib/analytics/consent-pending-script";
import { currencyPendingScript } from "@/lib/currency/currency-pending-script";
import { configuredPixelId } from "@/lib/analytics/track";
import type { Locale } from "@/lib/i18n/locales";
import { HtmlDocument } from "./html-document";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

type ShopDocumentProps = Readonly<{ locale: Locale; children: React.ReactNode }>;

/** The shop's document around a page: header, footer and the shop-wide providers, banners and popups. */
export function ShopDocument({ locale, children }: ShopDocumentProps) {
  return (
    <HtmlDocument locale={locale}>
      {configuredPixelId() && <script dangerouslySetInnerHTML={{ __html: consentPendingScript }} />}
      <script dangerouslySetInnerHTML={{ __html: currencyPendingScript }} />
      <LocaleProvider locale={locale}>
        <SkipLink label={layoutMessages[locale].skipToContent} />
        <CurrencyProvider>
          <CartProvider>
            <SiteHeader locale={locale} />
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
    </HtmlDocument>
  );
}
