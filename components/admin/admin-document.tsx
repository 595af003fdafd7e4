import Link from "next/link";

import { FlashToast } from "@/components/layout/flash-toast";
import { HtmlDocument } from "@/components/layout/html-document";
import { SkipLink } from "@/components/layout/skip-link";
import { LocaleProvider } from "@/components/i18n/locale-provider";
import { layoutMessages } from "@/content/messages/layout";
import { adminMessages } from "@/content/messages/en/admin";

type AdminDocumentProps = Readonly<{ adminEmail: string; children: React.ReactNode }>;

/**
 * The back office's document: English, its own header, and none of the shop's cart, currency, consent banner or
 * newsletter popup (an owner at work is not a shopper, and the back office loads none of their scripts).
 */
export function AdminDocument({ adminEmail, children }: AdminDocumentProps) {
  return (
    <HtmlDocument locale="en">
      <LocaleProvider locale="en">
        <SkipLink label={layoutMessages.en.skipToContent} />
        <header className="bg-card border-b">
          <div className="mx-auto flex max-w-6xl flex-wrap items-baseline justify-between gap-2 px-4 py-4">
            <Link href="/admin" className="font-serif text-2xl font-semibold">
              {adminMessages.heading}
            </Link>
            <p className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span>{adminMessages.signedInAs(adminEmail)}</span>
              <Link href="/account" className="underline underline-offset-4">
                {adminMessages.accountLink}
              </Link>
              <Link href="/" className="underline underline-offset-4">
                {adminMessages.shopLink}
              </Link>
            </p>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
        <FlashToast />
      </LocaleProvider>
    </HtmlDocument>
  );
}
