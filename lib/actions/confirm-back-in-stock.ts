"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import { formInput } from "@/lib/actions/action-input";
import { defineDirectAction, perClient } from "@/lib/actions/define-action";
import { confirmBackInStockRequest } from "@/lib/back-in-stock/confirm-request";
import { backInStockConfirmPath } from "@/lib/back-in-stock/confirm-page-path";
import { verifyBackInStockToken } from "@/lib/back-in-stock/links";
import { getDb } from "@/lib/db";
import { rateLimits } from "@/lib/rate-limit/limits";

const confirmLinkSchema = z.object({ r: z.string().max(64), t: z.string().max(64) });

/**
 * The confirmation page's button (a plain form; a GET of the e-mail's link never confirms, since mail scanners open
 * links). The signed link is the only proof needed: only the inbox was sent it. Pressing it twice confirms once.
 */
export const confirmBackInStockAction = defineDirectAction({
  name: "back-in-stock/confirm",
  who: "anyone",
  read: formInput(["r", "t"], 64),
  schema: confirmLinkSchema,
  limit: perClient(rateLimits.backInStockConfirmByClient),
  // Back to the page the button was on, which words the refusal.
  answers: ({ code }, { locale, values }) => {
    redirect(backInStockConfirmPath(locale, values, code === "throttled" ? "throttled" : undefined));
  },
  work: async ({ input, locale }) => {
    const requestId = await verifyBackInStockToken(input.r, input.t);
    if (requestId) await confirmBackInStockRequest(await getDb(), requestId);
    redirect(backInStockConfirmPath(locale, input));
  },
});
