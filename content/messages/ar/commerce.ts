import type { Translation } from "@/lib/i18n/translation";

import type { commerceMessages as En } from "../en/commerce";

/** The commerce provider's error texts (specification section 8); the provider's name is filled in. */
export const commerceMessages: Translation<typeof En> = {
  authentication: (provider: string) => `رمز وصول غير صالح لـ ${provider}`,
  rateLimit: "طلبات كثيرة جدًا. يُرجى الانتظار قليلًا.",
  serverError: (provider: string) => `تواجه خوادم ${provider} مشكلات حاليًا`,
  connection: "حدث خطأ في الاتصال",
  graphql: (provider: string) => `طلب غير صالح إلى ${provider}`,
  timeout: "انتهت مهلة الطلب",
  unreachable: (provider: string) => `تعذّر الوصول إلى ${provider}`,
  unexpected: "حدث خطأ غير متوقع",
  cartError: (messages: string[]) => `خطأ في السلة: ${messages.join("، ")}`,
  healthDomainNotice: { title: (provider: string) => `تنبيه النطاق: ${provider}` },
  healthConnectionFailed: {
    title: "فشل الاتصال",
    description: (provider: string) =>
      `تعذّر الوصول إلى ${provider}. يمكنك مواصلة التصفح، وقد لا يتوفر الدفع لبعض الوقت.`,
    unnamedProvider: "المتجر",
  },
};
