import { textDirection, type Locale } from "@/lib/i18n/locales";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Everything a shopper typed goes through this before it is placed in an HTML e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/**
 * A whole HTML e-mail in the shopper's language: `lang` and `dir` on the root (and the body, which some mail
 * clients keep alone), so an Arabic message reads right to left, its Latin order numbers and addresses included.
 */
export function htmlEmail(locale: Locale, body: string): string {
  const dir = textDirection(locale);
  return `<!doctype html>\n<html lang="${locale}" dir="${dir}">\n<head><meta charset="utf-8"></head>\n<body dir="${dir}">\n${body}\n</body>\n</html>`;
}

/** A plain-text e-mail as HTML too (paragraphs kept, links clickable), so a right-to-left one displays as such. */
export function plainTextHtml(locale: Locale, text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => {
    const html = escapeHtml(paragraph)
      .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`)
      .replace(/\n/g, "<br>");
    return `<p>${html}</p>`;
  });
  return htmlEmail(locale, paragraphs.join("\n"));
}
