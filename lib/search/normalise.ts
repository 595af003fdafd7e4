/**
 * Search text as it is indexed and queried, so the spellings a shopper types meet the catalogue's: lower case, Latin
 * accents dropped, and the Arabic a keyboard or a habit writes several ways made one: alef forms (أ إ آ ٱ → ا),
 * ta marbuta (ة → ه), alef maqsura (ى → ي), diacritics (tashkeel) and tatweel removed, Arabic-Indic digits as Latin.
 * Punctuation becomes a space, runs of spaces one.
 */
export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize("NFKD")
      // Combining marks: Latin accents, and the Arabic tashkeel (U+064B to U+065F, the dagger alef U+0670).
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed]/g, "")
      .replace(/\u0640/g, "")
      .replace(/[أإآٱ]/g, "ا")
      .replace(/ة/g, "ه")
      .replace(/ى/g, "ي")
      .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

// The article and the one-letter words that join it ("و", "ب", "ك", "ف", "ل"), longest first.
const ARABIC_ARTICLE = /^(وال|بال|كال|فال|لل|ال)(?=\p{L}{2})/u;

/**
 * Normalised text with the Arabic definite article taken off each word, so "طين" meets "الطين" and "بالماتشا" as a
 * whole word: trigram similarity counts word starts, and the article would cost a short word half its trigrams.
 */
export function searchTerms(text: string): string {
  return normaliseSearchText(text)
    .split(" ")
    .map((word) => word.replace(ARABIC_ARTICLE, ""))
    .join(" ");
}
