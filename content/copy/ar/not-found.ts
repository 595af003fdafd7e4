import type { Translation } from "@/lib/i18n/translation";

import type { notFoundCopy as En } from "../en/not-found";

export const notFoundCopy: Translation<typeof En> = {
  title: "عذرًا! الصفحة غير موجودة",
  text: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.",
  home: "العودة إلى الرئيسية",
  shop: "تسوّق المجموعة",
  metaTitle: "الصفحة غير موجودة",
};
