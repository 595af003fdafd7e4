import { brand } from "../brand";
import type { MilestoneText, TextsById } from "../text-types";

/** The about page's timeline in Arabic, keyed by milestone id (content/milestones.ts). */
export const milestoneTexts: TextsById<MilestoneText> = {
  founding: {
    period: "أواخر 2023",
    title: `تأسيس ${brand.name}`,
    description: "صديقان في دبي قرّرا ابتكار عناية طبيعية ولطيفة بالبشرة تتحمّل حر الخليج وأجواء المكيّفات.",
  },
  "first-product": {
    period: "2024",
    title: "منتجنا الأول",
    description: "إطلاق قناع الطين بالماتشا الذي سرعان ما أصبح الأكثر مبيعًا لدينا في الإمارات.",
  },
  "full-line": {
    period: "2025",
    title: "المجموعة الكاملة",
    description: "خلاصة الكولاجين وغسول الماتشا النقي يُكملان طقوس الماتشا بخطواتها الثلاث.",
  },
  "middle-east": {
    period: "2026",
    title: "التوسع في الشرق الأوسط",
    description: `ضمن خططنا: إيصال ${brand.name} إلى المتسوّقين في أنحاء الشرق الأوسط.`,
  },
};
