import { policyText } from "@/content/copy/ar/policy-text";
import { policies } from "@/content/policies";
import type { Translation } from "@/lib/i18n/translation";
import type { paymentMessages as En } from "../en/payment";

const codLimit = policyText.aed(policies.cashOnDelivery.maxOrderTotal);

export const paymentMessages: Translation<typeof En> = {
  legend: "طريقة الدفع",
  payNow: (methods: string, gateway: string) => `ادفع الآن: ${methods} (صفحة آمنة من ${gateway})`,
  payNowHint: "سننقلك إلى صفحة الدفع ثم نعيدك إلى هنا. يُحتسب المبلغ بالدرهم الإماراتي أيًّا كانت العملة المعروضة.",
  pageLanguage: "تنبيه: صفحة الدفع لدى Stripe لا تتوفر باللغة العربية، وستظهر بلغة متصفحك أو بالإنجليزية.",
  cashOnDelivery: "الدفع عند الاستلام",
  cashOnDeliveryWithFee: (fee: string) => `الدفع عند الاستلام (رسوم إضافية ${fee})`,
  cashOnDeliveryHint: "ادفع نقدًا للمندوب عند وصول طلبك.",
  overCodLimit: `الدفع عند الاستلام متاح للطلبات التي تقل عن ${codLimit}؛ يُدفع هذا الطلب الآن.`,
  errors: {
    gatewayUnavailable: "تعذّر فتح صفحة الدفع الآن. يُرجى المحاولة مرة أخرى بعد دقيقة.",
    tooManyAttempts: "محاولات دفع كثيرة من هذه السلة. يُرجى الانتظار ساعة أو التواصل معنا لنساعدك.",
    cancelled: "أُلغي الدفع ولم يُخصم أي مبلغ. سلتك كما تركتها، ويمكنك المحاولة مجددًا.",
    declined: "لم تتم عملية الدفع ولم يُخصم أي مبلغ. يمكنك المحاولة مجددًا أو اختيار طريقة دفع أخرى.",
  },
  confirmation: {
    paidOnline: (method: string | null) => (method ? `مدفوع إلكترونيًا (${method})` : "مدفوع إلكترونيًا"),
    awaitingPayment: "ننتظر تأكيد الدفع من مزوّد خدمة الدفع، وستظهر هذه الصفحة التأكيد فور وصوله.",
  },
};
