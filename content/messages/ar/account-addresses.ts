import type { Translation } from "@/lib/i18n/translation";
import type { accountAddresses as en } from "../en/account-addresses";

export const accountAddresses: Translation<typeof en> = {
  title: "عناوينك",
  intro: "عناوين التوصيل التي حفظتها. يبدأ الدفع معبّأً بعنوانك الافتراضي.",
  accountLink: "إدارة عناوينك",
  empty: "لا توجد عناوين محفوظة بعد. أضف عنوانًا أدناه، أو اختر «احفظ هذا العنوان في حسابي» عند الدفع.",
  defaultBadge: "افتراضي",
  edit: "تعديل",
  editLabel: (name: string) => `تعديل عنوان ${name}`,
  remove: "حذف",
  removeLabel: (name: string) => `حذف عنوان ${name}`,
  makeDefault: "اجعله افتراضيًا",
  makeDefaultLabel: (name: string) => `اجعله افتراضيًا: عنوان ${name}`,
  addTitle: "إضافة عنوان",
  editTitle: "تعديل العنوان",
  makeDefaultField: "اجعل هذا عنواني الافتراضي",
  saveNew: "حفظ العنوان",
  saveEdit: "حفظ التغييرات",
  saving: "جارٍ الحفظ…",
  cancelEdit: "إلغاء",
  full: (limit: number) => `حفظت ${limit} عناوين، وهو أقصى ما يحتفظ به الحساب. احذف عنوانًا لتضيف غيره.`,
  phone: (phone: string) => `الهاتف: ${phone}`,
  listLabel: "العناوين المحفوظة",
  done: {
    saved: "تم حفظ العنوان.",
    deleted: "تم حذف العنوان.",
    default: "تم تغيير العنوان الافتراضي.",
  },
  back: "العودة إلى حسابك",
  checkout: {
    title: "التوصيل إلى عنوان محفوظ",
    use: (name: string, place: string) => `استخدم ${name}، ${place}`,
    inUse: "معبّأ أدناه",
    manage: "إدارة عناوينك",
  },
};
