import "@/content/browser-zod";
import { z } from "zod";

import { parseRecords } from "./schema";

export const milestoneSchema = z.object({
  id: z.string().min(1),
  period: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  planned: z.boolean(),
});

export type Milestone = z.infer<typeof milestoneSchema>;

export const milestones: Milestone[] = parseRecords("milestone", milestoneSchema, [
  {
    id: "founding",
    period: "Late 2023",
    title: "Matcha Glow is founded",
    description:
      "Two friends in Dubai set out to make gentle, natural skincare that copes with Gulf heat and air-conditioning.",
    planned: false,
  },
  {
    id: "first-product",
    period: "2024",
    title: "Our first product",
    description: "The Matcha Clay Mask launches and quickly becomes our best seller across the UAE.",
    planned: false,
  },
  {
    id: "full-line",
    period: "2025",
    title: "The full line",
    description: "Collagen Essence and Matcha Pure Cleanser complete the three-step Matcha Ritual.",
    planned: false,
  },
  {
    id: "middle-east",
    period: "2026",
    title: "Middle East expansion",
    description: "Planned: bringing Matcha Glow to shoppers across the wider Middle East.",
    planned: true,
  },
]);
