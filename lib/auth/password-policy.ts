import { accountPasswordMessages as englishMessages } from "@/content/messages/en/account-password";
import { commonPasswords } from "./common-passwords";

/** The reasons in one language: the forms pass the shopper's, the Better Auth hook keeps English. */
export type PasswordMessages = { readonly [Reason in keyof typeof englishMessages]: string };

/** Counted in characters (code points), so 64 emoji are 64 characters, not 128. */
export const PASSWORD_MIN_CHARACTERS = 8;
export const PASSWORD_MAX_CHARACTERS = 128;

/**
 * Why a new password is refused, empty when it is acceptable (NIST SP 800-63B: a length floor, a generous ceiling,
 * any Unicode, a list of known-breached passwords, no composition rules). Shared by the forms and the Better Auth
 * hook, so a direct POST to /api/auth cannot set a password the form would refuse.
 */
export function passwordProblems(
  password: string,
  context: { email?: string | null } = {},
  messages: PasswordMessages = englishMessages,
): string[] {
  const length = [...password].length;
  const problems: string[] = [];
  if (length < PASSWORD_MIN_CHARACTERS) problems.push(messages.tooShort);
  if (length > PASSWORD_MAX_CHARACTERS) problems.push(messages.tooLong);
  const normalized = password.normalize("NFKC").toLowerCase();
  if (commonPasswords.has(normalized)) problems.push(messages.common);
  const localPart = context.email?.split("@")[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && normalized === localPart) problems.push(messages.matchesEmail);
  return problems;
}
