"use client";

import { useId, useState, type KeyboardEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Search } from "lucide-react";

import { useLocale } from "@/components/i18n/locale-provider";
import { Thumbnail } from "@/components/media/thumbnail";
import { searchTexts } from "@/content/messages/client/search";
import { useTexts } from "@/lib/i18n/client-texts";
import { localizedPath } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { useSearchSuggestions } from "./use-search-suggestions";

type SearchFieldProps = {
  defaultValue?: string;
  className?: string;
  /** Names the search landmark where the page has a second one (the results page's own box). */
  landmarkLabel?: string;
  /** Called as the box sends the shopper on (the drawer closes). */
  onNavigate?: () => void;
};

/**
 * The shop's search box: a plain GET form to /search, so it works before (and without) JavaScript, enhanced into
 * the ARIA combobox pattern: suggestions as the shopper types, arrow keys through them, Enter opens the chosen one
 * (or searches), Escape closes the list and then clears the box; a live region says how many there are.
 */
export function SearchField({ defaultValue = "", className, landmarkLabel, onNavigate }: SearchFieldProps) {
  const locale = useLocale();
  const texts = useTexts(searchTexts, locale);
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(value, locale);
  const shown = open && suggestions !== null && suggestions.length > 0 ? suggestions : [];
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const change = (next: string) => {
    setValue(next);
    setActive(-1);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions?.length ?? 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === "ArrowDown";
      const from = shown.length > 0 ? active : -1;
      setOpen(true);
      setActive(down ? (from + 1) % count : from <= 0 ? count - 1 : from - 1);
    } else if (event.key === "Enter" && shown[active]) {
      event.preventDefault();
      setOpen(false);
      onNavigate?.();
      router.push(shown[active].href);
    } else if (event.key === "Escape") {
      if (shown.length > 0) setOpen(false);
      else change("");
      setActive(-1);
    }
  };

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
        id={`${id}-input`}
        type="search"
        name="q"
        value={value}
        placeholder={texts.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={shown[active] ? optionId(active) : undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className="border-input bg-background placeholder:text-muted-foreground focus-visible:ring-ring/50 h-11 w-full rounded-full border ps-4 pe-11 text-base outline-none focus-visible:ring-[3px] md:text-sm"
      />
      <button
        type="submit"
        aria-label={texts.submit}
        className="text-muted-foreground hover:text-foreground absolute end-0 top-0 flex size-11 items-center justify-center rounded-full"
      >
        <Search aria-hidden className="size-4" />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.suggestions}
        hidden={shown.length === 0}
        className="bg-popover text-popover-foreground absolute inset-x-0 top-12 z-50 overflow-hidden rounded-xl border shadow-lg"
      >
        {shown.map((suggestion, index) => (
          <li key={suggestion.href} id={optionId(index)} role="option" aria-selected={index === active}>
            <Link
              href={suggestion.href}
              tabIndex={-1}
              // Keeps the focus in the box, so the list is still there when the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
              className={cn(
                "hover:bg-accent flex min-h-11 items-center gap-3 px-3 py-2 text-sm",
                index === active && "bg-accent",
              )}
            >
              <Thumbnail src={suggestion.image} size={32} className="size-8 rounded object-cover" />
              <span className="flex-1">{suggestion.title}</span>
              <span className="text-muted-foreground text-xs">
                {suggestion.kind === "bundle" ? texts.bundleKind : texts.productKind}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {open && suggestions !== null ? texts.suggestionCount(suggestions.length) : ""}
      </p>
    </form>
  );
}
