import type { Translation } from "@/lib/i18n/translation";

import { isolate } from "../../bidi";
import { brand } from "../../brand";
import { policyText } from "../../copy/ar/policy-text";
import { arabicCount, dayForms, hourForms } from "../../ar/grammar";
import { policies } from "../../policies";
import type { checkoutMessages as En } from "../en/checkout";
import { orderTotalsMessages } from "./order-totals";

const codLimit = policyText.aed(policies.cashOnDelivery.maxOrderTotal);

/** Texts of both checkouts (the /checkout hand-over and the cash-on-delivery form) and of the order confirmation. */
export const checkoutMessages: Translation<typeof En> = {
  secure: {
    title: "الدفع الآمن",
    metaDescription: "راجع طلبك وتابع إلى صفحة الدفع الآمنة.",
    badges: {
      secure: "آمن ومشفّر",
      freeShipping: `شحن مجاني داخل الإمارات فوق ${isolate(policyText.freeShippingThreshold)}`,
      returns: (days: number) => `إرجاع خلال ${arabicCount(days, dayForms)}`,
    },
    proceed: "المتابعة إلى الدفع الآمن",
    redirecting: "جارٍ التحويل…",
  },
  delivery: {
    title: "بيانات التوصيل",
    intro: "ادفع نقدًا عند استلام طلبك.",
    codRule: `الدفع عند الاستلام: داخل الإمارات فقط، للطلبات التي تقل عن ${codLimit}.`,
    codFeeNote: (fee: string) => `يُضاف إلى الدفع عند الاستلام رسم قدره ${fee}، وهو مشمول في الإجمالي.`,
    submit: "تأكيد الطلب",
    submitting: "جارٍ تأكيد الطلب...",
    fieldErrorsSummary: "يُرجى تصحيح الحقول المحدّدة.",
  },
  empty: {
    title: "سلتك فارغة",
    description: "أضف منتجًا إلى سلتك قبل إتمام الشراء.",
    shopNow: "تسوّق الآن",
  },
  summaryTitle: "ملخص الطلب",
  lines: {
    quantity: (quantity: number, unitPrice: string) => `الكمية ${quantity} × ${unitPrice}`,
  },
  totals: orderTotalsMessages,

  fields: {
    fullName: { label: "الاسم الكامل", autoComplete: "name" },
    email: { label: "البريد الإلكتروني", autoComplete: "email" },
    phone: { label: "رقم الهاتف", autoComplete: "tel", hint: "رقم إماراتي، مثل +971 50 123 4567 أو 050 123 4567" },
    emirate: { label: "الإمارة", placeholder: "اختر إمارتك", autoComplete: "address-level1" },
    addressLine: { label: "العنوان", autoComplete: "street-address", hint: "رقم المبنى والشارع والشقة أو الفيلا" },
    city: { label: "المدينة / المنطقة", autoComplete: "address-level2" },
    saveAddress: { label: "احفظ هذا العنوان في حسابي" },
  },
  errors: {
    fullName: "يُرجى إدخال اسمك الكامل (حرفان على الأقل)",
    fullNameOneLine: "يُرجى كتابة اسمك في سطر واحد (دون فواصل أسطر)",
    email: "يُرجى إدخال بريد إلكتروني صحيح",
    phone: "يُرجى إدخال رقم هاتف إماراتي يبدأ بـ +971 أو 0، مثل +971 50 123 4567",
    emirate: "يُرجى اختيار إمارتك",
    addressLine: "يُرجى إدخال عنوانك (5 أحرف على الأقل)",
    city: "يُرجى إدخال المدينة أو المنطقة (حرفان على الأقل)",
    emptyCart: "سلتك فارغة. يُرجى إضافة منتجات قبل إتمام الشراء.",
    overLimit: `الدفع عند الاستلام متاح للطلبات التي تقل عن ${codLimit}. يُرجى إزالة بعض المنتجات.`,
    notOffered: "الدفع عند الاستلام غير متاح في هذا المتجر. يُرجى إتمام الشراء من سلتك.",
    payNowOnly: "الدفع عند الاستلام غير متاح لهذا الطلب. يُرجى اختيار «ادفع الآن» للدفع عبر الإنترنت؛ بياناتك محفوظة.",
    soldOut: (name: string) => `نفدت كمية ${name}. يُرجى إزالته من سلتك.`,
    onlyLeft: (name: string, left: number) => `تبقّى ${left} فقط من ${name}. يُرجى تقليل الكمية في سلتك.`,
    tooManyOrders: "تلقّينا منك عدة طلبات خلال وقت قصير. يُرجى الانتظار ساعة قبل إرسال طلب آخر، أو تواصل معنا وسنساعدك.",
  },
  confirmation: {
    title: "تم تأكيد طلبك!",
    ended: {
      cancelled: {
        title: "أُلغي الطلب",
        description: (date: string) => `أُلغي هذا الطلب في ${date}. لن يُسلَّم شيء ولن يُطلب منك أي مبلغ.`,
      },
      refused: {
        title: "رُفض الطلب عند الاستلام",
        description: (date: string) => `رُفض الطرد عند الباب في ${date}. لم يُطلب منك أي مبلغ.`,
      },
    },
    reason: "السبب",
    delivered: {
      title: "تم تسليم الطلب",
      description: (date: string, amount: string) => `تم التسليم في ${date}؛ دُفع ${amount} نقدًا.`,
      prepaid: (date: string) => `تم التسليم في ${date}؛ دُفع إلكترونيًا.`,
    },
    pageTitle: "طلبك",
    thanks: (name: string) => `شكرًا لك يا ${name}! تم استلام طلبك.`,
    orderNumber: "رقم الطلب",
    estimatedDelivery: "موعد التوصيل المتوقع",
    shipsWithin: `سيُشحن طلبك خلال ${arabicCount(policies.shipping.dispatchWithinHours, hourForms)}`,
    freeShipping: "شحن مجاني داخل الإمارات",
    paymentMethod: "طريقة الدفع",
    cashOnDelivery: "الدفع عند الاستلام",
    emailNotice: (email: string) => `سنرسل تحديثات طلبك إلى ${email}.`,
    itemsTitle: "منتجاتك",
    helpTitle: "هل تحتاج إلى مساعدة؟",
    trackTitle: "تتبّع طلبك",
    trackDescription: "تابع حالة التوصيل باستخدام بريدك الإلكتروني ورقم الطلب.",
    trackLink: "تتبّع الطلب",
    contactTitle: "لديك أسئلة؟",
    contactDescription: `يرد فريقنا ${policyText.replyWithin}.`,
    contactLink: "تواصل معنا",
    shareTitle: `أعجبتك ${brand.name}؟ شاركها مع صديق`,
    share: "مشاركة",
    copyLink: "نسخ الرابط",
    continueShopping: "متابعة التسوّق",
    notFoundTitle: "لم نعثر على هذا الطلب",
    notFoundDescription:
      "قد يكون الرابط غير مكتمل. تحقّق من الرابط في رسالة التأكيد، أو تواصل معنا إذا احتجت إلى مساعدة.",
    backHome: "العودة إلى الرئيسية",
    expiredTitle: "انتهت صلاحية رابط التأكيد",
    expiredDescription: `حفاظًا على خصوصيتك، تعرض روابط التأكيد الطلب لمدة ${arabicCount(policies.orderConfirmation.showDetailsForDays, dayForms)}. لا يزال بإمكانك متابعة طلبك ببريدك الإلكتروني ورقم الطلب.`,
  },
  share: {
    thanks: "شكرًا على المشاركة!",
    copied: "تم نسخ الرابط!",
    failed: "تعذّرت المشاركة",
  },
};
