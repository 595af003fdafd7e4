import type { Translation } from "@/lib/i18n/translation";

import { arabicCount } from "../../ar/grammar";
import type { productMessages as En } from "../en/product";

const pieces = (count: number) => arabicCount(count, { one: "قطعة واحدة", two: "قطعتين", few: "قطع", many: "قطعة" });

/** Shopper-facing texts of the product detail page. */
export const productMessages: Translation<typeof En> = {
  breadcrumb: { label: "مسار التنقل", home: "الرئيسية", products: "المنتجات" },
  backToHome: "العودة إلى الرئيسية",
  gallery: {
    label: (name: string) => `صور ${name}`,
    imageAlt: (name: string, index: number, total: number) => `${name}، الصورة ${index} من ${total}`,
    previous: "الصورة السابقة",
    next: "الصورة التالية",
    thumbnail: (index: number, total: number) => `عرض الصورة ${index} من ${total}`,
    counter: (index: number, total: number) => `${index} / ${total}`,
    zoom: "عرض بالحجم الكامل",
    zoomTitle: (name: string) => `${name}، بالحجم الكامل`,
    closeZoom: "إغلاق العرض بالحجم الكامل",
  },
  rating: (rating: number) => `التقييم ${rating} من 5`,
  noReviews: "لا توجد تقييمات بعد",
  reviewCount: (count: number) =>
    `(${arabicCount(count, { one: "تقييم واحد", two: "تقييمان", few: "تقييمات", many: "تقييمًا" })})`,
  originalPrice: "السعر الأصلي:",
  currentPrice: "السعر:",
  inclVat: "شامل ضريبة القيمة المضافة",
  buyBar: (name: string) => `شراء سريع: ${name}`,
  savings: (amount: string) => `وفّر ${amount}`,
  size: "الحجم",
  keyBenefits: "أبرز الفوائد",
  skinTypes: "مناسب لـ",
  comingSoonBadge: "قريبًا",
  soldOutBadge: "نفدت الكمية",
  soldOutNotice: "نفدت الكمية حاليًا: لا يمكن طلب هذا المنتج حتى يعود إلى المخزون.",
  comingSoonNotice: (date: string | null) => (date ? `قريبًا - متوفر ${date}` : "قريبًا"),
  quantity: {
    label: "الكمية",
    decrease: "تقليل الكمية",
    increase: "زيادة الكمية",
    atLimit: (max: number) => `${pieces(max)} كحد أقصى لكل طلب`,
    atStock: (left: number) => `تبقّى ${pieces(left)} فقط`,
  },
  wishlist: {
    add: "أضف إلى قائمة الأمنيات",
    addNamed: (name: string) => `أضف ${name} إلى قائمة الأمنيات`,
    remove: "إزالة من قائمة الأمنيات",
    added: "تمت الإضافة إلى قائمة الأمنيات",
    removed: "تمت الإزالة من قائمة الأمنيات",
  },
  share: { label: "مشاركة", copied: "تم نسخ الرابط!", failed: "تعذّرت المشاركة" },
  details: {
    description: "وصف المنتج",
    benefits: "الفوائد والنتائج",
    ingredients: "المكوّنات",
    keyIngredients: "المكوّنات الأساسية",
    fullIngredients: "قائمة المكوّنات الكاملة",
    usage: "طريقة الاستخدام",
    faq: "الأسئلة الشائعة",
  },
  related: { title: "قد يعجبك أيضًا", view: (name: string) => `عرض ${name}` },
  notFound: {
    title: "المنتج غير موجود",
    description: "المنتج الذي تبحث عنه غير موجود أو لم يعد متوفرًا.",
    returnHome: "العودة إلى الرئيسية",
  },
};
