import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import type { cartReminderMailMessages as En } from "../en/cart-reminder-mail";

/** The one reminder a cart left behind gets (lib/cart-reminders). */
export const cartReminderMailMessages: Translation<typeof En> = {
  subject: `سلتك في ${brand.name} بانتظارك`,
  greeting: "مرحبًا،",
  intro: (items: number) =>
    items === 1
      ? "تركت منتجًا واحدًا في سلتك، وقد احتفظنا به لك:"
      : items === 2
        ? "تركت منتجين في سلتك، وقد احتفظنا بهما لك:"
        : `تركت ${items} منتجات في سلتك، وقد احتفظنا بها لك:`,
  restoreLink: "العودة إلى سلتي",
  validity: (date: string) => `يفتح الرابط سلتك على أي جهاز حتى ${date}.`,
  onlyOnce: "هذا هو التذكير الوحيد الذي نرسله لهذه السلة.",
  signOff: `فريق ${brand.name}`,
  whyReceived: "تصلك هذه الرسالة لأنك اشتركت في نشرتنا البريدية.",
  unsubscribe: "إلغاء الاشتراك",
};
