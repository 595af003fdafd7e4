import type { Translation } from "@/lib/i18n/translation";

import type { errorMessages as En } from "../en/errors";

export const errorMessages: Translation<typeof En> = {
  title: "حدث خطأ ما",
  description: "تعذّر تحميل هذه الصفحة الآن. يُرجى المحاولة بعد لحظات، فسلتك محفوظة.",
  retry: "حاول مرة أخرى",
  home: "العودة إلى الرئيسية",
  reference: "إذا تكرر ذلك، فاذكر هذا الرقم المرجعي عند التواصل معنا:",
};
