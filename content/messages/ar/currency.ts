import type { Translation } from "@/lib/i18n/translation";

import { endSentence } from "../../ar/grammar";
import type { currencyMessages as En } from "../en/currency";

/** Texts of the currency selector and of converted prices. */
export const currencyMessages: Translation<typeof En> = {
  selectLabel: "العملة",
  approximately: "تقريبًا",
  /** In the cart while another currency is selected. */
  chargedInAed: (currency: string) =>
    `تُعرض الأسعار في باقي المتجر بعملة ${currency} على وجه التقريب، ويُحتسب طلبك بالدرهم الإماراتي. نوصل الطلبات داخل الإمارات فقط.`,
  otherCurrencies: "أسعار تقريبية · التوصيل داخل الإمارات فقط",
  unavailable: (currency: string) => `عملة ${currency} غير متاحة حاليًا، لذا تُعرض الأسعار بالدرهم الإماراتي.`,
  approximateNote: (currency: string, aedPrice: string) =>
    endSentence(`سعر تقريبي بعملة ${currency}. المبلغ الذي تدفعه ${aedPrice}، ونوصل الطلبات داخل الإمارات فقط`),
};
