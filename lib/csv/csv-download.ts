/**
 * Excel opens a CSV as the machine's legacy code page unless the file starts with the UTF-8 byte order mark, and an
 * Arabic name then reads as "Ù„ÙŠÙ„Ù‰". Every back-office export starts with it; other programs skip it.
 */
export const UTF8_BOM = "\uFEFF";

export const privateDownloadHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

/** A CSV file download that no cache keeps and no search engine indexes. */
export function csvDownload(csv: string, fileName: string, headers: Record<string, string> = {}): Response {
  return new Response(UTF8_BOM + csv, {
    headers: {
      ...privateDownloadHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      ...headers,
    },
  });
}
