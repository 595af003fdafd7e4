import type { ClientTexts } from "@/lib/i18n/client-texts";
import type { Translation } from "@/lib/i18n/translation";
import { orderTotalsMessages as en } from "../en/order-totals";

/** The order summary's rows for client views, without the rest of the checkout's words (lib/i18n/client-texts.ts). */
export const orderTotalsTexts: ClientTexts<Translation<typeof en>> = {
  en,
  importArabic: () => import("../ar/order-totals").then((module) => module.orderTotalsMessages),
};
