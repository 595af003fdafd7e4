import type { Translation } from "@/lib/i18n/translation";
import type { accountWishlist as en } from "../en/account-wishlist";

export const accountWishlist: Translation<typeof en> = {
  title: "قائمة أمنياتك",
  intro: "المنتجات التي حفظتها بالضغط على القلب، من أي جهاز سجّلت الدخول منه.",
  accountLink: "عرض قائمة أمنياتك",
  empty: "لم تحفظ أي منتج بعد. اضغط على القلب في صفحة المنتج ليظهر هنا.",
  shopLink: "تسوّق المجموعة",
  remove: (name: string) => `حذف ${name} من قائمة أمنياتك`,
  removeShort: "حذف",
  back: "العودة إلى حسابك",
};
