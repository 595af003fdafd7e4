import Link from "next/link";

import { adminMessages } from "@/content/messages/en/admin";
import type { Paged } from "@/lib/admin/paging";

const { paging } = adminMessages;

type PaginationNavProps = {
  path: string;
  /** The list's other query parameters (search, filter), kept when paging. */
  query?: Record<string, string | undefined>;
  list: Pick<Paged<unknown>, "page" | "pageCount">;
};

function hrefFor(path: string, query: PaginationNavProps["query"], page: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Previous and next links with the position between them; plain links, so paging needs no JavaScript. */
export function PaginationNav({ path, query, list }: PaginationNavProps) {
  if (list.pageCount <= 1) return null;
  const linkClass =
    "rounded-md border px-3 py-1.5 text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";
  return (
    <nav aria-label={paging.label} className="flex items-center gap-3">
      {list.page > 1 ? (
        <Link href={hrefFor(path, query, list.page - 1)} className={linkClass} rel="prev">
          {paging.previous}
        </Link>
      ) : null}
      <span className="text-muted-foreground text-sm">{paging.position(list.page, list.pageCount)}</span>
      {list.page < list.pageCount ? (
        <Link href={hrefFor(path, query, list.page + 1)} className={linkClass} rel="next">
          {paging.next}
        </Link>
      ) : null}
    </nav>
  );
}
