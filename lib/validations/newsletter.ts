import { z } from "zod";

import { newsletterEmailProblem, normalizeNewsletterEmail } from "@/lib/newsletter/email-rules";

export const newsletterSources = ["inline", "popup"] as const;

/** One signup as the server accepts it, from the inline form or the popup alike. */
export const newsletterSignupSchema = z.object({
  email: z
    .string()
    .default("")
    .transform(normalizeNewsletterEmail)
    .superRefine((email, context) => {
      const problem = newsletterEmailProblem(email);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  source: z.enum(newsletterSources).catch("inline"),
});

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
export type NewsletterSource = NewsletterSignup["source"];
export type NewsletterField = "email";
