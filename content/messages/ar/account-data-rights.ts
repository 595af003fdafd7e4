import type { Translation } from "@/lib/i18n/translation";
import type { accountDataRights as en } from "../en/account-data-rights";

export const accountDataRights: Translation<typeof en> = {
  title: "بياناتك",
  exportIntro:
    "نزّل كل ما يحتفظ به المتجر عنك (الملف الشخصي والعناوين والطلبات والمراجعات وسجل النشرة البريدية والموافقات) في ملف JSON.",
  exportLink: "تنزيل بياناتي",
  deleteTitle: "حذف حسابي",
  deleteIntro:
    "يُحذف ملفك الشخصي وبيانات الدخول واشتراكك في النشرة البريدية، ويُسجَّل خروجك من جميع الأجهزة. يُلزمنا قانون الضرائب في الإمارات بحفظ الفواتير 5 سنوات، لذا تبقى طلباتك في السجل بعد حذف اسمك وهاتفك وعنوان الشارع وبريدك الإلكتروني منها.",
  passwordLabel: "أكّد بكلمة المرور",
  codeLabel: "الرمز من تطبيق المصادقة",
  codeHint: "الرمز المكوّن من 6 أرقام الظاهر الآن.",
  reviewsLegend: "مراجعاتك",
  reviewsKeep: "إبقاؤها باسم «مشترٍ موثَّق»",
  reviewsDelete: "حذفها",
  submit: "حذف حسابي",
  submitting: "جارٍ الحذف...",
  errors: {
    passwordRequired: "يرجى إدخال كلمة المرور",
    codeRequired: "يرجى إدخال الرمز المكوّن من 6 أرقام من تطبيق المصادقة",
    reviewsChoice: "يرجى اختيار ما يحدث لمراجعاتك",
  },
  deleted: "تم حذف حسابك.",
};
