import "server-only";

import { defineRateLimit } from "@/lib/rate-limit/limit";

/**
 * Downloads of one account's data: a shopper needs a handful; a stolen session looping over it would only load
 * the database and fill the audit log.
 */
export const accountExportByAccount = defineRateLimit({
  name: "account-export-account",
  points: 10,
  durationSeconds: 3600,
});
