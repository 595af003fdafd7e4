import type { Translation } from "@/lib/i18n/translation";

import type { shippingCopy as En } from "../en/shipping";
import { policyText as t } from "./policy-text";

export const shippingCopy: Translation<typeof En> = {
  meta: {
    title: "معلومات الشحن",
    description: `${t.uaeDelivery}، و${t.freeShippingOver}. التوصيل إلى دول الخليج خلال ${t.gccDelivery}.`,
  },
  hero: {
    eyebrow: "الشحن",
    title: "معلومات الشحن",
    intro: "توصيل سريع وحريص إلى جميع أنحاء الإمارات ودول الخليج.",
  },
  options: {
    title: "خيارات التوصيل داخل الإمارات",
    items: [
      { title: `التوصيل في ${t.uaeDeliveryShort}`, text: `${t.uaeDelivery}.`, price: `مجاني فوق ${t.freeShippingThreshold}` },
      { title: "الشحن العادي", text: `${t.standardShipping}.`, price: t.standardShippingFee },
      { title: "دول الخليج الأخرى", text: `يستغرق التوصيل إلى السعودية والكويت وقطر والبحرين وعُمان ${t.gccDelivery}.`, price: "يُحسب عند الدفع" },
    ],
  },
  guidelines: {
    title: "مواعيد تجهيز الطلبات",
    items: [`${t.sameDayProcessing}.`, `${t.weekendProcessing}.`, `نشحن الطلبات ${t.dispatch}.`, `مدة التوصيل المتوقعة ${t.estimatedDelivery} من تاريخ الطلب.`],
  },
  notes: {
    title: "معلومات مفيدة",
    items: [
      `من ${t.coldChain} نشحن الطلبات في عبوات مضبوطة الحرارة لحماية التركيبات الطبيعية من الحر.`,
      `${t.cashOnDelivery}.`,
      "تصلك رسالة تتبّع عبر البريد الإلكتروني فور خروج طلبك من مستودعنا، ويمكنك أيضًا متابعته من صفحة تتبّع الطلب.",
      "يُرجى التأكد من وجود من يستلم الطرد، فالمندوب يتصل قبل التوصيل.",
    ],
  },
};
