"use client";

import type { RefObject } from "react";

import { useLocale } from "@/components/i18n/locale-provider";
import { searchTexts } from "@/content/messages/client/search";
import { useTexts } from "@/lib/i18n/client-texts";
import { SearchSuggestions } from "./search-suggestions";

/** The suggestions with their words in the page's language, loaded together on the search box's first focus. */
export function LocalizedSearchSuggestions({
  input,
  listId,
}: {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
}) {
  const texts = useTexts(searchTexts, useLocale());
  return <SearchSuggestions input={input} listId={listId} texts={texts} onNavigate={undefined} />;
}
