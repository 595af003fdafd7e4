"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Menu } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useLocale } from "@/components/i18n/locale-provider";
import { layoutTexts } from "@/content/messages/client/layout";
import { useTexts } from "@/lib/i18n/client-texts";

// The dialog library is about 10 KB gzipped on every page; most visits never open the menu, so it loads on first tap.
const MobileNavDrawer = dynamic(() => import("./mobile-nav-drawer").then((module) => module.MobileNavDrawer), {
  ssr: false,
});

export function MobileNav() {
  const locale = useLocale();
  const layoutMessages = useTexts(layoutTexts, locale);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="size-11 lg:hidden"
        aria-label={layoutMessages.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-5" />
      </Button>
      {requested ? <MobileNavDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </>
  );
}
