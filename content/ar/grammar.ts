/**
 * Arabic counts. The noun after a number takes one of four forms (one, two, 3-10, 11 and more), and one and two
 * are usually said with the noun alone: "ساعة واحدة", "ساعتين", "3 ساعات", "24 ساعة".
 */
export type CountForms = { one: string; two: string; few: string; many: string };

export function arabicCount(count: number, forms: CountForms): string {
  if (count === 1) return forms.one;
  if (count === 2) return forms.two;
  const lastTwo = count % 100;
  return `${count} ${lastTwo >= 3 && lastTwo <= 10 ? forms.few : forms.many}`;
}

export const hourForms: CountForms = { one: "ساعة واحدة", two: "ساعتين", few: "ساعات", many: "ساعة" };
export const dayForms: CountForms = { one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا" };
export const minuteForms: CountForms = { one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة" };

/**
 * Ends a sentence with a full stop unless it already ends with one: an amount Intl formats in Arabic ends with the
 * dirham's symbol "د.إ." (and a direction mark), and a second stop after it reads "د.إ..".
 */
export function endSentence(text: string): string {
  return /\.[\u200e\u200f]*$/.test(text) ? text : `${text}.`;
}

/** The noun after a range such as "3-5": it agrees with the larger figure. */
export function arabicRangeNoun(max: number, forms: { singular: string; few: string; many: string }): string {
  if (max <= 2) return forms.singular;
  const lastTwo = max % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? forms.few : forms.many;
}
