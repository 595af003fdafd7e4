"use client";

import type { RefObject } from "react";
import Link from "next/link";

import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useLocale } from "@/components/i18n/locale-provider";
import { SearchField } from "@/components/search/search-field";
import { localizedPath } from "@/lib/i18n/locales";
import { navigationTexts, layoutTexts } from "@/content/messages/client/layout";
import { useTexts } from "@/lib/i18n/client-texts";

type MobileNavDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The drawer itself, with the dialog library; mobile-nav.tsx loads it on the first tap of the menu button. */
export function MobileNavDrawer({ open, onOpenChange, returnFocusTo }: MobileNavDrawerProps) {
  const locale = useLocale();
  const navigation = useTexts(navigationTexts, locale);
  const layoutMessages = useTexts(layoutTexts, locale);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        aria-describedby={undefined}
        // The menu button is not the dialog's own trigger, so focus is handed back to it by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{layoutMessages.menuTitle}</SheetTitle>
        </SheetHeader>
        <SearchField className="mx-4" onNavigate={() => onOpenChange(false)} />
        <nav aria-label={layoutMessages.mainNavigation}>
          <ul className="flex flex-col px-2">
            {navigation.map((item) => (
              <li key={item.href}>
                <Link
                  href={localizedPath(locale, item.href)}
                  onClick={() => onOpenChange(false)}
                  className="hover:bg-accent block rounded-md px-3 py-3 text-base font-medium"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
