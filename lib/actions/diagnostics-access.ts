"use server";

import { objectInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineDirectAction } from "@/lib/actions/define-action";
import { getAdminUser } from "@/lib/auth/admin";
import { env } from "@/lib/env";

/**
 * Whether the ?debug=1 panel may load for this session: admins (and anyone in development), the same rule as
 * /api/diagnostics. Asked before the panel's code is fetched, so a shopper's page never calls the diagnostics route.
 * Open to anyone because the answer itself is the check: development lets everyone in, without a session. A
 * failure is a refusal, read as "no".
 */
export const canSeeDiagnosticsAction = defineDirectAction({
  name: "diagnostics-access",
  who: "anyone",
  read: objectInput<object>(),
  work: async (): Promise<ActionResult<boolean>> =>
    succeeded(env.NODE_ENV === "development" || (await getAdminUser()) !== null),
});
