import type { Translation } from "@/lib/i18n/translation";

import { arabicCount } from "../../ar/grammar";
import type { reviewMessages as En } from "../en/reviews";
import { cartMessages } from "./cart";
import { commerceMessages } from "./commerce";

/** Texts of the 'Write a Review' form and approved reviews; the field errors and toast are the specification's (sections 5 and 8). */
export const reviewMessages: Translation<typeof En> = {
  form: {
    orderNumber: { label: "رقم الطلب", placeholder: "#1001", hint: "كما يظهر في تأكيد طلبك، مثل #1001." },
    customerName: { label: "اسمك", autoComplete: "name" },
    email: { label: "البريد الإلكتروني", hint: "البريد الإلكتروني الذي استخدمته في الطلب.", autoComplete: "email" },
    productPurchased: { label: "المنتج الذي اشتريته", placeholder: "اختر منتجًا" },
    rating: {
      legend: "التقييم",
      option: (stars: number) => arabicCount(stars, { one: "نجمة واحدة", two: "نجمتان", few: "نجوم", many: "نجمة" }),
    },
    reviewTitle: { label: "عنوان التقييم", placeholder: "لخّص رأيك في كلمات قليلة" },
    reviewText: {
      label: "تقييمك",
      counter: (length: number, max: number) => `${length}/${max}`,
      counterLabel: (length: number, max: number) => `${length} من ${max} حرفًا`,
    },
    recommend: { legend: "هل تنصح به؟ (اختياري)", options: { yes: "نعم", no: "لا", maybe: "ربما" } },
    submit: "إرسال التقييم",
    submitting: "جارٍ الإرسال...",
    findOrder: "ابحث عن طلبي",
    finding: "جارٍ البحث عن طلبك...",
    orderFound: (orderNumber: string) => `الطلب \u2066${orderNumber}\u2069: اختر المنتج الذي تقيّمه.`,
    changeOrder: "استخدم طلبًا آخر",
  },
  errors: {
    orderNumberRequired: "يُرجى إدخال رقم طلبك",
    orderNotFound: "صيغة رقم الطلب غير صحيحة أو الطلب غير موجود",
    customerName: "الاسم مطلوب",
    emailRequired: "البريد الإلكتروني مطلوب",
    email: "يُرجى إدخال بريد إلكتروني صحيح",
    productPurchased: "يُرجى اختيار منتج",
    productNotInOrder: "لم يكن هذا المنتج ضمن هذا الطلب. يُرجى اختيار أحد المنتجات المعروضة.",
    rating: "يُرجى اختيار تقييم",
    reviewTitle: "عنوان التقييم مطلوب",
    reviewTextRequired: "نص التقييم مطلوب",
    reviewTextShort: "يجب أن يتكوّن التقييم من 50 حرفًا على الأقل",
    reviewTextLong: "يجب أن يقل التقييم عن 500 حرف",
    tooLong: "النص طويل جدًا",
    duplicate: "لقد قيّمت هذا المنتج لهذا الطلب من قبل. شكرًا لك!",
    fieldErrorsSummary: "يُرجى تصحيح الحقول المحدّدة.",
    throttled: commerceMessages.rateLimit,
    failed: cartMessages.unexpected,
  },
  submitted: {
    title: "تم إرسال تقييمك بنجاح!",
    description: "شكرًا على ملاحظاتك. سيُنشر تقييمك بعد التحقق منه.",
  },
  approved: {
    title: "أحدث تقييمات العملاء",
    productEmpty: "لم يقيّم أحد هذا المنتج بعد. هل اشتريته؟ شارك رأيك مع الآخرين.",
    writeReview: "اكتب تقييمًا",
    showAll: (count: number) => `عرض جميع التقييمات (${count})`,
    productTitle: "تقييمات العملاء",
    recommends: "ينصح بهذا المنتج",
    byline: (name: string, product: string) => `${name} عن ${product}`,
  },
};
