import { Search } from "lucide-react";

import { searchMessages } from "@/content/messages/search";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { SearchEnhancer } from "./search-enhancer";

type SearchFormProps = {
  locale: Locale;
  /** Unique per page: the box's and its list's ids start with it. */
  idPrefix: string;
  defaultValue?: string;
  className?: string;
  /** Names the search landmark where the page has a second one (the results page's own box). */
  landmarkLabel?: string;
};

/**
 * The shop's search box as the server writes it: a plain GET form to /search, so it works before (and without)
 * JavaScript and costs every page almost nothing. SearchEnhancer turns it into the ARIA combobox pattern
 * (search-suggestions.tsx) on the box's first focus. The mobile drawer, a client component, has search-field.tsx.
 */
export function SearchForm({ locale, idPrefix, defaultValue = "", className, landmarkLabel }: SearchFormProps) {
  const texts = searchMessages[locale];
  const inputId = `${idPrefix}-input`;
  const listId = `${idPrefix}-list`;
  return (
    <form
      role="search"
      aria-label={landmarkLabel ?? texts.label}
      action={localizedPath(locale, "/search")}
      method="get"
      className={cn("relative", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {texts.label}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={texts.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        // Kept up to date by the suggestions once they have loaded.
        aria-expanded={false}
        aria-controls={listId}
        className="border-input bg-background placeholder:text-muted-foreground focus-visible:ring-ring/50 h-11 w-full rounded-full border ps-4 pe-11 text-base outline-none focus-visible:ring-[3px] md:text-sm"
      />
      <button
        type="submit"
        aria-label={texts.submit}
        className="text-muted-foreground hover:text-foreground absolute end-0 top-0 flex size-11 items-center justify-center rounded-full"
      >
        <Search aria-hidden className="size-4" />
      </button>
      <SearchEnhancer inputId={inputId} listId={listId} listLabel={texts.suggestions} />
    </form>
  );
}
