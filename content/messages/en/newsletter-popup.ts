import { brand } from "../../brand";
import { policies } from "../../policies";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The popup dialog's texts (loaded with it, on demand); copy feedback texts are the specification's (section 8). */
export const newsletterPopupMessages = {
  close: "Close",
  eyebrow: "Exclusive offer",
  title: `Get ${percent} off your first order`,
  text: `Join ${brand.name} for skincare tips and early access to launches, and we'll send you a ${percent} welcome code.`,
  consent: "By subscribing you agree to receive our e-mails. Unsubscribe at any time.",
  codeLabel: "Your discount code",
  /** Double opt-in: the code applies once the inbox confirms from the welcome e-mail. */
  codeHint:
    "We've also e-mailed it to you. Confirm your subscription with the link in that e-mail to activate the code, then enter it in your cart.",
  copy: "Copy code",
  copied: "Copied to Clipboard!",
  copiedToast: "Discount code copied!",
  copyFailed: "Copy failed",
} as const;
