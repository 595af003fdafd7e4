import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { UserRound } from "lucide-react";

import { layoutAccountMessages } from "@/content/messages/layout-account";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** Static on purpose (the header is the same for everyone): /account sends a signed-out visitor to sign in. */
export function AccountLink({ locale }: { locale: Locale }) {
  return (
    <Link
      href={localizedPath(locale, "/account")}
      className="hover:bg-accent focus-visible:ring-ring/50 inline-flex size-10 items-center justify-center rounded-md focus-visible:ring-[3px] focus-visible:outline-none"
      aria-label={layoutAccountMessages[locale].account}
    >
      <UserRound aria-hidden className="size-5" />
    </Link>
  );
}
