"use client";

import { useEffect, useEffectEvent, useState, type RefObject } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { useLocale } from "@/components/i18n/locale-provider";
import { Thumbnail } from "@/components/media/thumbnail";
import type { searchTexts } from "@/content/messages/client/search";
import type { TextsOf } from "@/lib/i18n/client-texts";
import { cn } from "@/lib/utils";
import { useSearchSuggestions } from "./use-search-suggestions";

type SearchSuggestionsProps = {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  texts: TextsOf<typeof searchTexts>;
  onNavigate: (() => void) | undefined;
};

/**
 * The combobox behaviour of search-field.tsx's box, loaded on its first focus: it listens to the box it is handed
 * (typing, arrow keys, Enter, Escape, leaving) and keeps its aria-expanded and aria-activedescendant true.
 */
export function SearchSuggestions({ input, listId, texts, onNavigate }: SearchSuggestionsProps) {
  const locale = useLocale();
  const router = useRouter();
  const [value, setValue] = useState(() => input.current?.value ?? "");
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(value, locale);
  const shown = open && suggestions ? suggestions : [];
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (href: string) => {
    setOpen(false);
    onNavigate?.();
    router.push(href);
  };
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const count = suggestions?.length ?? 0;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      const from = shown.length > 0 ? active : -1;
      setOpen(true);
      setActive(event.key === "ArrowDown" ? (from + 1) % count : from <= 0 ? count - 1 : from - 1);
    } else if (event.key === "Enter" && shown[active]) {
      event.preventDefault();
      go(shown[active].href);
    } else if (event.key === "Escape") {
      // A second Escape clears the box, as a native search field does.
      if (shown.length === 0) {
        (event.target as HTMLInputElement).value = "";
        setValue("");
      }
      setOpen(false);
      setActive(-1);
    }
  });
  const onInput = useEffectEvent(() => {
    setValue(input.current?.value ?? "");
    setActive(-1);
    setOpen(true);
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const listeners = {
      input: () => onInput(),
      focus: () => setOpen(true),
      blur: () => setOpen(false),
      keydown: (event: Event) => onKeyDown(event as KeyboardEvent),
    };
    // Letters typed while this part was loading are in the value the state starts from.
    for (const [type, listener] of Object.entries(listeners)) box.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) box.removeEventListener(type, listener);
    };
  }, [input]);
  useEffect(() => {
    const box = input.current;
    box?.setAttribute("aria-expanded", String(shown.length > 0));
    if (shown[active]) box?.setAttribute("aria-activedescendant", optionId(active));
    else box?.removeAttribute("aria-activedescendant");
  });

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.suggestions}
        hidden={shown.length === 0}
        className="bg-popover text-popover-foreground absolute start-0 top-12 z-50 w-80 max-w-[calc(100vw-2rem)] min-w-full overflow-hidden rounded-xl border shadow-lg"
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
    </>
  );
}
