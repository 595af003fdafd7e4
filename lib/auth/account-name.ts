import "server-only";

import { DISPLAY_NAME_MAX_LENGTH, isAcceptableName, NAME_PART_MAX_LENGTH } from "@/lib/validations/person-name";

/** The Better Auth endpoints that write a user's names, and how long each name may be there. */
const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);
const NAME_LIMITS = {
  name: DISPLAY_NAME_MAX_LENGTH,
  firstName: NAME_PART_MAX_LENGTH,
  lastName: NAME_PART_MAX_LENGTH,
} as const;

/**
 * Whether a call to the account API would store a name the shop's forms refuse (a line break, a control character,
 * 500 characters). The forms check their own fields; this catches a direct HTTP call, whose name would otherwise
 * reach every later account e-mail. Missing names are Better Auth's to judge.
 */
export function hasUnacceptableName(path: string, body: unknown): boolean {
  if (!NAME_PATHS.has(path) || typeof body !== "object" || body === null) return false;
  const fields = body as Record<string, unknown>;
  return Object.entries(NAME_LIMITS).some(
    ([field, max]) => fields[field] !== undefined && fields[field] !== null && !isAcceptableName(fields[field], max),
  );
}
