import "server-only";

import { APIError } from "better-auth/api";
import { z } from "zod";

import { startPendingSignUp, resendPendingSignUp, type PendingSignUpConfig } from "./pending-sign-up";

/**
 * Better Auth's own sign-up would create an account holding the sign-up's password before anyone confirmed the
 * inbox, and its e-mail links would confirm that password. The shop answers these paths itself, from the auth hook,
 * so the shop's forms (auth.api.*) and direct HTTP calls to /api/auth go the same way, after the same limits and
 * checks: a sign-up becomes a pending sign-up (lib/auth/pending-sign-up.ts), a resend mails its link again, and
 * Better Auth's confirmation link (`/verify-email`, also in disabledPaths) confirms nothing.
 */
export const SHOP_ANSWERED_PATHS = ["/sign-up/email", "/send-verification-email", "/verify-email"];

const signUpBody = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
  name: z.string().max(200).optional(),
  firstName: z.string().max(200).nullish(),
  lastName: z.string().max(200).nullish(),
  locale: z.unknown().optional(),
});
const resendBody = z.object({ email: z.email().max(254) });

const invalidBody = () => new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", message: "Invalid body" });

/** The answer for one of SHOP_ANSWERED_PATHS (the same for every address), or undefined for any other path. */
export async function answerSignUpPath(
  path: string,
  body: unknown,
  config: PendingSignUpConfig,
): Promise<{ status: true } | undefined> {
  if (path === "/verify-email") throw new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });
  if (path === "/sign-up/email") {
    const parsed = signUpBody.safeParse(body);
    if (!parsed.success) throw invalidBody();
    const { email, password, name, firstName, lastName, locale } = parsed.data;
    await startPendingSignUp(config, {
      email,
      password,
      firstName: firstName ?? name ?? "",
      lastName: lastName ?? "",
      locale,
    });
    return { status: true };
  }
  if (path === "/send-verification-email") {
    const parsed = resendBody.safeParse(body);
    if (!parsed.success) throw invalidBody();
    await resendPendingSignUp(config, parsed.data.email);
    return { status: true };
  }
  return undefined;
}
