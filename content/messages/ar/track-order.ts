import { orderStatusWords } from "./order-status";
import type { Translation } from "@/lib/i18n/translation";

import type { trackOrderMessages as En } from "../en/track-order";
import { commerceMessages } from "./commerce";

/** Texts of /track-order; the outcome messages are the specification's (section 8, Tracking). */
export const trackOrderMessages: Translation<typeof En> = {
  meta: {
    title: "تتبّع طلبك",
    description: "أدخل البريد الإلكتروني الذي استخدمته في الطلب ورقم طلبك لمعرفة حالته ومنتجاته وتتبّع شحنته.",
  },
  hero: {
    eyebrow: "تتبّع الطلبات",
    title: "تتبّع طلبك",
    intro: "أدخل البريد الإلكتروني الذي استخدمته في الطلب ورقم الطلب الظاهر في رسالة التأكيد.",
  },
  form: {
    title: "ابحث عن طلبك",
    email: { label: "البريد الإلكتروني", placeholder: "you@example.com", autoComplete: "email" },
    orderNumber: { label: "رقم الطلب", placeholder: "#1001", hint: "تجده في رسالة تأكيد طلبك، مثل #1001." },
    submit: "تتبّع الطلب",
    submitting: "جارٍ البحث...",
  },
  errors: {
    emailRequired: "يُرجى إدخال بريدك الإلكتروني",
    email: "يُرجى إدخال بريد إلكتروني صحيح",
    orderNumberRequired: "يُرجى إدخال رقم طلبك",
    orderNumber: "يُرجى إدخال رقم طلب مثل #1001",
    fieldErrorsSummary: "يُرجى تصحيح الحقول المحدّدة.",
  },
  outcome: {
    found: "تم العثور على الطلب!",
    notFound: "لم يتم العثور على الطلب. يُرجى التحقق من بريدك الإلكتروني ورقم الطلب.",
    serviceError: "حدث خطأ أثناء البحث عن الطلب",
    failed: "تعذّر البحث عن الطلب",
    throttled: commerceMessages.rateLimit,
  },
  result: {
    heading: (orderNumber: string) => `الطلب ${orderNumber}`,
    placedOn: (date: string) => `تاريخ الطلب ${date}`,
    statusTitle: "حالة الطلب",
    order: "الطلب",
    payment: "الدفع",
    fulfillment: "التجهيز",
    unknownStatus: "غير معروفة",
    itemsTitle: "المنتجات",
    shippingTitle: "التوصيل إلى",
    fullAddressTitle: "عنوان الشحن",
    noAddress: "لا يوجد عنوان توصيل لهذا الطلب.",
    statusNames: {
      open: "مفتوح",
      closed: "مغلق",
      pending: "قيد الانتظار",
      authorized: "مُصرَّح به",
      partially_paid: "مدفوع جزئيًا",
      paid: "مدفوع",
      partially_refunded: "مسترد جزئيًا",
      refunded: "مسترد",
      voided: "ملغى الدفع",
      unfulfilled: "قيد التجهيز",
      partial: "مُجهَّز جزئيًا",
      fulfilled: "تم الشحن",
      restocked: "أُعيد إلى المخزون",
      // The one status of a shop's own order (content/messages/ar/order-status.ts).
      ...orderStatusWords,
    },
  },
  progress: {
    title: "مراحل التوصيل",
    placed: (date: string) => `تم الطلب في ${date}`,
    confirmed: (date: string) => `تم التأكيد في ${date}`,
    shipped: (date: string) => `تم الشحن في ${date}`,
    delivered: (date: string, amount: string) => `تم التسليم في ${date}؛ دُفع ${amount} نقدًا`,
    deliveredPrepaid: (date: string) => `تم التسليم في ${date}؛ دُفع إلكترونيًا`,
    cancelled: (date: string) => `أُلغي في ${date}`,
    refused: (date: string) => `رُفض عند الاستلام في ${date}`,
  },
  tracking: {
    title: "تتبّع الشحنة",
    carrier: "شركة الشحن",
    number: "رقم التتبّع",
    link: "تتبّع طردك",
    newTab: "(يفتح في علامة تبويب جديدة)",
  },
};
