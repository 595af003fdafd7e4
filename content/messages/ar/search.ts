import type { Translation } from "@/lib/i18n/translation";
import type * as en from "../en/search";

export const searchMessages: Translation<typeof en.searchMessages> = {
  label: "ابحث في المنتجات",
  placeholder: "ابحث: طين، ماتشا، حب الشباب…",
  submit: "بحث",
  openSearch: "بحث",
  suggestions: "اقتراحات",
  suggestionCount: (count: number) =>
    count === 0
      ? "لا توجد اقتراحات"
      : count === 1
        ? "اقتراح واحد، استخدم مفاتيح الأسهم"
        : count === 2
          ? "اقتراحان، استخدم مفاتيح الأسهم"
          : `${count} ${count <= 10 ? "اقتراحات" : "اقتراحًا"}، استخدم مفاتيح الأسهم`,
  productKind: "منتج",
  bundleKind: "مجموعة",
};

export const searchPage: Translation<typeof en.searchPage> = {
  meta: { title: "البحث", description: "ابحث في منتجات العناية بالبشرة بالاسم أو المكوّن أو مشكلة البشرة." },
  heading: "البحث",
  formLabel: "ابحث من جديد",
  resultsFor: (query: string, count: number) =>
    count === 1
      ? `نتيجة واحدة لـ «${query}»`
      : count === 2
        ? `نتيجتان لـ «${query}»`
        : `${count} ${count <= 10 ? "نتائج" : "نتيجة"} لـ «${query}»`,
  prompt: "اكتب اسم منتج، أو مكوّنًا مثل الطين أو الكولاجين، أو مشكلة في البشرة.",
  noResultsTitle: (query: string) => `لم نجد شيئًا لـ «${query}»`,
  noResultsText: "تحقّق من الكتابة، أو جرّب كلمة أخرى، أو تصفّح المجموعة كاملة.",
  browseCollection: "تسوّق المجموعة",
  tooMany: "بحثت مرات كثيرة من اتصالك. انتظر دقيقة ثم حاول مجددًا.",
};
