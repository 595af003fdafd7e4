import { claims } from "../../brand";
import { policyText as t } from "./policy-text";

/** The signup form itself arrives with the newsletter issue; this is the section around it. */
export const newsletterCopy = {
  title: "Join the Matcha Glow community",
  text: `Skincare tips, early access to launches and ${t.welcomeDiscount} your first order, shared with ${claims.newsletterReaders} readers.`,
} as const;
