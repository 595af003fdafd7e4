import type { Translation } from "@/lib/i18n/translation";

import { brand, claims } from "../../brand";
import type { newsletterCopy as En } from "../en/newsletter";
import { policyText as t } from "./policy-text";

/** The signup form itself arrives with the newsletter issue; this is the section around it. */
export const newsletterCopy: Translation<typeof En> = {
  title: `انضم إلى مجتمع ${brand.name}`,
  text: `نصائح للعناية بالبشرة، ووصول مبكر إلى إصداراتنا الجديدة، و${t.welcomeDiscount} على طلبك الأول، مع أكثر من ${claims.newsletterReaders.replace(/\+$/, "")} مشترك.`,
};
