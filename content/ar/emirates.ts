import type { Emirate } from "../emirate-list";

/** What a shopper of the Arabic shop reads; forms still submit the English name. */
export const emirateNames: Record<Emirate, string> = {
  "Abu Dhabi": "أبوظبي",
  Dubai: "دبي",
  Sharjah: "الشارقة",
  Ajman: "عجمان",
  "Umm Al Quwain": "أم القيوين",
  "Ras Al Khaimah": "رأس الخيمة",
  Fujairah: "الفجيرة",
};
