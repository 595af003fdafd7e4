/** Rows per back-office list page. */
export const ADMIN_PAGE_SIZE = 25;

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number };

/** The page asked for, clamped to the last page that has rows, and its offset. */
export function pageWindow(requestedPage: number, total: number, pageSize = ADMIN_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize, limit: pageSize };
}

/** `%`, `_` and `\` typed into a search box are literal characters, not LIKE patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
