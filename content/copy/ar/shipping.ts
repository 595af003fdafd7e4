import type { Translation } from "@/lib/i18n/translation";

import type { shippingCopy as En } from "../en/shipping";
import { policyText as t } from "./policy-text";

export const shippingCopy: Translation<typeof En> = {
  meta: {
    title: "معلومات الشحن",
    description: `${t.uaeDelivery}، و${t.freeShippingOver}.`,
  },
  hero: {
    eyebrow: "الشحن",
    title: "معلومات الشحن",
    intro: "توصيل سريع وحريص إلى إمارات الدولة السبع.",
  },
  options: {
    title: "خيارات التوصيل داخل الإمارات",
    items: [
      {
        title: `التوصيل في ${t.uaeDeliveryShort}`,
        text: `${t.uaeDelivery}.`,
        price: `مجاني فوق ${t.freeShippingThreshold}`,
      },
      { title: "الشحن العادي", text: `${t.standardShipping}.`, price: t.standardShippingFee },
    ],
  },
  guidelines: {
    title: "مواعيد تجهيز الطلبات",
    items: [`نشحن الطلبات ${t.dispatch}.`],
  },
  notes: {
    title: "معلومات مفيدة",
    items: [
      `من ${t.coldChain} نشحن الطلبات في عبوات مضبوطة الحرارة لحماية التركيبات الطبيعية من الحر.`,
      "تصلك رسالة تتبّع عبر البريد الإلكتروني فور خروج طلبك من مستودعنا، ويمكنك أيضًا متابعته من صفحة تتبّع الطلب.",
      "يُرجى التأكد من وجود من يستلم الطرد، فالمندوب يتصل قبل التوصيل.",
    ],
  },
};
