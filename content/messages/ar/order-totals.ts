import type { Translation } from "@/lib/i18n/translation";

import { policyText } from "../../copy/ar/policy-text";
import type { orderTotalsMessages as En } from "../en/order-totals";

export const orderTotalsMessages: Translation<typeof En> = {
  subtotal: "المجموع الفرعي",
  shipping: "الشحن",
  codFee: "رسوم الدفع عند الاستلام",
  free: "مجاني",
  freeOver: `مجاني فوق ${policyText.freeShippingThreshold}`,
  moreForFreeShipping: (amount) => `أضف ${amount} لتحصل على توصيل مجاني`,
  atHostedCheckout: "يُحسب عند الدفع",
  total: "الإجمالي",
  vatIncluded: "ضريبة القيمة المضافة المشمولة",
  tax: "الضريبة",
};
