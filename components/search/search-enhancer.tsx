"use client";

import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";

// Most visits never type in the header's box: the suggestions (and their words) load on its first focus.
const LocalizedSearchSuggestions = dynamic(
  () => import("./localized-search-suggestions").then((module) => module.LocalizedSearchSuggestions),
  { ssr: false },
);

/**
 * The only JavaScript the server-written search box (search-form.tsx) brings to a page: it waits for the box's first
 * focus, then loads the suggestions in its place. Until then the list is the empty, hidden listbox the box points to.
 */
export function SearchEnhancer({ inputId, listId, listLabel }: { inputId: string; listId: string; listLabel: string }) {
  const input = useRef<HTMLInputElement | null>(null);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const box = document.getElementById(inputId);
    if (!(box instanceof HTMLInputElement)) return;
    input.current = box;
    const request = () => setRequested(true);
    // Focused before this ran (a quick tap while the page loaded): load now.
    if (document.activeElement === box) {
      queueMicrotask(request);
      return;
    }
    box.addEventListener("focus", request, { once: true });
    return () => box.removeEventListener("focus", request);
  }, [inputId]);
  return requested ? (
    <LocalizedSearchSuggestions input={input} listId={listId} />
  ) : (
    <ul id={listId} role="listbox" aria-label={listLabel} hidden />
  );
}
