import { textDirection, type Locale } from "@/lib/i18n/locales";
import { inter, notoSansArabic, playfair } from "./fonts";
import { HydrationMarker } from "./hydration-marker";

type HtmlDocumentProps = Readonly<{ locale: Locale; children: React.ReactNode }>;

/**
 * The <html> and <body> of both root layouts: language and direction rendered on the server (so a page is mirrored
 * before any script runs), the typefaces (the Arabic one only on Arabic pages) and the hydration marker.
 */
export function HtmlDocument({ locale, children }: HtmlDocumentProps) {
  const fonts = [inter.variable, playfair.variable, ...(locale === "ar" ? [notoSansArabic.variable] : [])].join(" ");
  return (
    // The consent script may add data-consent to <html> before React hydrates it.
    <html lang={locale} dir={textDirection(locale)} className={fonts} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
