import type { Translation } from "@/lib/i18n/translation";

import { arabicCount, hourForms, minuteForms } from "../../ar/grammar";
import type { deliveryLineMessages as En } from "../en/delivery-line";

export const deliveryLineMessages: Translation<typeof En> = {
  orderWithin: (time, day) => `اطلب خلال ${time} ليصلك طلبك ${day}`,
  orderNow: (day) => `اطلب الآن ليصلك طلبك ${day}`,
  tomorrow: (date) => `غدًا، ${date}`,
  on: (date) => `يوم ${date}`,
  duration: (hours, minutes) => {
    const minutePart = arabicCount(minutes, minuteForms);
    return hours > 0 ? `${arabicCount(hours, hourForms)} و${minutePart}` : minutePart;
  },
  general: "توصيل في اليوم التالي إلى جميع أنحاء الإمارات",
};
