"use client";

import { useEffect, useState } from "react";

import type { Locale } from "@/lib/i18n/locales";

export type Suggestion = { kind: "product" | "bundle"; title: string; href: string; image: string };

// Long enough that a word typed at speed is one request, short enough to feel immediate.
const PAUSE_MS = 150;

const isSuggestion = (value: unknown): value is Suggestion =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Suggestion).title === "string" &&
  typeof (value as Suggestion).href === "string" &&
  (value as Suggestion).href.startsWith("/");

/**
 * The suggestions for `query` from /api/search, asked once the shopper pauses; a newer query cancels the older
 * request. null while nothing has been asked (an empty box), so the count is announced only after an answer.
 */
export function useSearchSuggestions(query: string, locale: Locale): Suggestion[] | null {
  const [answer, setAnswer] = useState<{ query: string; suggestions: Suggestion[] } | null>(null);
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const url = `/api/search?${new URLSearchParams({ q: trimmed, locale })}`;
      fetch(url, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ suggestions?: unknown }>) : null))
        .then((body) => {
          const list = Array.isArray(body?.suggestions) ? body.suggestions.filter(isSuggestion) : [];
          setAnswer({ query: trimmed, suggestions: list });
        })
        // A cancelled or failed request leaves the box as a plain search form.
        .catch(() => {});
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, locale]);
  return trimmed.length >= 2 && answer?.query === trimmed ? answer.suggestions : null;
}
