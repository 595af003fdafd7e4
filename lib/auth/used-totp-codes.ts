import "server-only";

import { APIError } from "better-auth/api";

import { accountTwoFactorMessages } from "@/content/messages/en/account-two-factor";
import { defineRateLimit } from "@/lib/rate-limit/limit";

/**
 * A TOTP code is accepted for its own 30-second step and one step either side (Better Auth's window of 1), so at
 * most 90 seconds; it is remembered a little longer than that. Kept in the shop's shared limit store (database or
 * Redis), so every instance refuses a code any of them has seen, and the claim is one atomic write, so two parallel
 * requests with one code cannot both pass.
 */
export const USED_TOTP_CODE_SECONDS = 120;

const triedCodes = defineRateLimit({ name: "auth-totp-code-used", points: 1, durationSeconds: USED_TOTP_CODE_SECONDS });

/**
 * Claims `code` for the account before Better Auth checks it: a code once tried (right or wrong) is refused for the
 * account until its window has passed (RFC 6238 section 5.2), at the sign-in's code step and at every other check.
 * A wrong code's claim costs nothing: the chance that it becomes the right code within two minutes is one in a
 * million per try, and tries are limited per account (auth-rate-limits.ts).
 */
export async function claimTotpCode(accountId: string, body: unknown): Promise<void> {
  const code = (body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") return;
  const claim = await triedCodes.consume(`${accountId}:${code.trim()}`);
  if (!claim.ok)
    throw new APIError("UNAUTHORIZED", {
      code: "CODE_ALREADY_USED",
      message: accountTwoFactorMessages.codeAlreadyUsed,
    });
}
