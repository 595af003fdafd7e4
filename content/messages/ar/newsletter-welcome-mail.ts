import type { Translation } from "@/lib/i18n/translation";

import { brand } from "../../brand";
import { policies } from "../../policies";
import type { welcomeMailMessages as En } from "../en/newsletter-welcome-mail";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The welcome e-mail that carries the subscriber's code. */
export const welcomeMailMessages: Translation<typeof En> = {
  subject: `أهلًا بك في ${brand.name}! 🌱 كود خصم ${percent} بانتظارك`,
  greeting: `أهلًا بك في ${brand.name}!`,
  intro: `شكرًا لانضمامك إلى نشرتنا البريدية. إليك كود الترحيب بخصم ${percent} على طلبك الأول:`,
  howTo: "أدخله في سلتك قبل إتمام الشراء. يمكن استخدامه مرة واحدة.",
  validUntil: (date: string) => `صالح حتى ${date}.`,
  shopLink: "تسوّق المجموعة",
  signOff: `فريق ${brand.name}`,
};
