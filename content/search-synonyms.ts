import type { Locale } from "@/lib/i18n/locales";

/**
 * Words shoppers search by that the catalogue's copy does not use, each group searched as one (lib/search): many
 * Gulf shoppers say "ماسك" for the mask the Arabic copy calls "قناع". Written as typed; search normalises them.
 */
export const searchSynonyms: Readonly<Record<Locale, readonly (readonly string[])[]>> = {
  en: [
    ["mask", "masque"],
    ["cleanser", "face wash", "facewash"],
    ["essence", "serum"],
  ],
  ar: [
    ["قناع", "ماسك", "ماسكات", "أقنعة"],
    ["غسول", "منظف", "غسول وجه"],
    ["خلاصة", "سيروم", "مصل"],
    ["ماتشا", "ماچا", "متشا"],
  ],
};
