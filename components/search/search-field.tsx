"use client";

import { useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Search } from "lucide-react";

import { useLocale } from "@/components/i18n/locale-provider";
import { searchTexts } from "@/content/messages/client/search";
import { useTexts } from "@/lib/i18n/client-texts";
import { localizedPath } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

// Every page carries the header's box, most visits never type in it: the suggestions load on the box's first focus.
const SearchSuggestions = dynamic(() => import("./search-suggestions").then((module) => module.SearchSuggestions), {
  ssr: false,
});

type SearchFieldProps = {
  defaultValue?: string;
  className?: string;
  /** Names the search landmark where the page has a second one (the results page's own box). */
  landmarkLabel?: string;
  /** Called as the box sends the shopper on (the drawer closes). */
  onNavigate?: () => void;
};

/**
 * The shop's search box: a plain GET form to /search, so it works before (and without) JavaScript. Focused, it
 * becomes the ARIA combobox pattern (search-suggestions.tsx): suggestions as the shopper types, arrow keys, Enter,
 * Escape, and a live region that says how many there are.
 */
export function SearchField({ defaultValue = "", className, landmarkLabel, onNavigate }: SearchFieldProps) {
  const locale = useLocale();
  const texts = useTexts(searchTexts, locale);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [requested, setRequested] = useState(false);
  const listId = `${id}-list`;
  return (
    <form
      role="search"
      aria-label={landmarkLabel ?? texts.label}
      action={localizedPath(locale, "/search")}
      method="get"
      className={cn("relative", className)}
      onSubmit={() => onNavigate?.()}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {texts.label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={texts.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        // Kept up to date by SearchSuggestions once it has loaded.
        aria-expanded={false}
        aria-controls={listId}
        onFocus={() => setRequested(true)}
        className="border-input bg-background placeholder:text-muted-foreground focus-visible:ring-ring/50 h-11 w-full rounded-full border ps-4 pe-11 text-base outline-none focus-visible:ring-[3px] md:text-sm"
      />
      <button
        type="submit"
        aria-label={texts.submit}
        className="text-muted-foreground hover:text-foreground absolute end-0 top-0 flex size-11 items-center justify-center rounded-full"
      >
        <Search aria-hidden className="size-4" />
      </button>
      {requested ? (
        <SearchSuggestions input={input} listId={listId} texts={texts} onNavigate={onNavigate} />
      ) : (
        <ul id={listId} role="listbox" aria-label={texts.suggestions} hidden />
      )}
    </form>
  );
}
