"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";

import { newsletterReopenTexts } from "@/content/messages/client/newsletter-reopen";
import { usePathname } from "next/navigation";

import { readPopupFlag, writePopupFlag } from "@/lib/newsletter/popup-flags";
import { popupStaysClosedOn } from "@/lib/newsletter/popup-paths";
import { useLocale } from "@/components/i18n/locale-provider";
import type { NewsletterPopupProps } from "./newsletter-popup";
import { useTexts } from "@/lib/i18n/client-texts";

/** Spec section 9: the popup opens once 38% of the page's scrollable height has been scrolled. */
const OPEN_AT_SCROLLED_FRACTION = 0.38;
const SCROLL_CHECK_MS = 200;

type Mode = "idle" | "watching" | "open" | "minimized" | "closed";

const noSubscription = () => () => {};

function scrolledFraction(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

function storedMode(): Mode {
  if (readPopupFlag("permanent")) return "closed";
  return readPopupFlag("minimized") ? "minimized" : "watching";
}

/**
 * The only part of the newsletter popup every page loads: a throttled scroll check and the '15% OFF' reopen button.
 * The dialog itself (form, validation, copy button) is fetched with import() when it is first needed.
 */
export function NewsletterPopupWatcher() {
  const locale = useLocale();
  const texts = useTexts(newsletterReopenTexts, locale);
  // The flags live in the browser: the server (and hydration) render nothing, the browser then starts from them.
  const startMode = useSyncExternalStore(noSubscription, storedMode, () => "idle" as const);
  const [changedMode, setMode] = useState<Mode | null>(null);
  // Never over the account pages (two-factor set-up, sign-in): the visitor came to do something else there.
  const stayClosed = popupStaysClosedOn(usePathname() ?? "/");
  const mode = stayClosed ? "closed" : (changedMode ?? startMode);
  const [Popup, setPopup] = useState<ComponentType<NewsletterPopupProps> | null>(null);
  // Kept (hidden) while the dialog it opened is showing, so focus can return to it when the dialog is minimised.
  const [changedReopenShown, setReopenShown] = useState<boolean | null>(null);
  const reopenShown = changedReopenShown ?? startMode === "minimized";
  const reopenRef = useRef<HTMLButtonElement>(null);
  // Where focus was when the dialog opened; Radix's modal dialog would send it to a trigger, and this one has none.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (mode !== "watching") return;
    let timer: number | undefined;
    const check = () => {
      timer = undefined;
      if (scrolledFraction() < OPEN_AT_SCROLLED_FRACTION) return;
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setMode("open");
    };
    const onScroll = () => {
      timer ??= window.setTimeout(check, SCROLL_CHECK_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A page restored part-way down (back navigation) may already be past the mark.
    onScroll();
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, [mode]);

  useEffect(() => {
    if (mode !== "open" || Popup) return;
    let cancelled = false;
    import("./newsletter-popup")
      .then((loaded) => {
        if (!cancelled) setPopup(() => loaded.NewsletterPopup);
      })
      // Offline or a stale deployment: no popup is better than an error.
      .catch(() => setMode("closed"));
    return () => {
      cancelled = true;
    };
  }, [mode, Popup]);

  const minimize = useCallback(() => {
    writePopupFlag("minimized", true);
    setReopenShown(true);
    setMode("minimized");
  }, []);
  const closeForGood = useCallback(() => {
    writePopupFlag("permanent", true);
    setReopenShown(false);
    setMode("closed");
  }, []);
  function reopen() {
    returnTo.current = reopenRef.current;
    writePopupFlag("minimized", false);
    // Every change sets both states: startMode is re-read from storage on each render and follows the flags.
    setReopenShown(true);
    setMode("open");
  }
  // Runs once the dialog has gone and the reopen button (hidden while the dialog it opened shows) is back.
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    if (returnTo.current?.isConnected) returnTo.current.focus();
  }, []);

  return (
    <>
      {reopenShown ? (
        <button
          ref={reopenRef}
          type="button"
          onClick={reopen}
          aria-label={texts.reopenLabel}
          hidden={mode !== "minimized"}
          className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring/50 fixed start-4 bottom-4 z-40 rounded-full px-4 py-3 text-sm font-bold shadow-lg outline-none focus-visible:ring-[3px]"
        >
          {texts.reopen}
        </button>
      ) : null}
      {mode === "open" && Popup ? (
        <Popup onMinimize={minimize} onCloseForGood={closeForGood} onCloseAutoFocus={returnFocus} />
      ) : null}
    </>
  );
}
