import type { Translation } from "@/lib/i18n/translation";

import type { consentMessages as En } from "../en/consent";

/** Texts of the cookie-consent banner. */
export const consentMessages: Translation<typeof En> = {
  region: "الموافقة على ملفات تعريف الارتباط",
  title: "ملفات تعريف الارتباط للإعلانات",
  body: "بإذنك، نُعلم شريكنا الإعلاني بالمنتجات التي تشاهدها وتضيفها إلى سلتك، لتصل إعلاناتنا إلى أشخاص يشبهونك. لا يُرسل أي شيء قبل موافقتك، ويعمل المتجر بالطريقة نفسها في الحالتين.",
  accept: "موافق",
  decline: "رفض",
};
