/** Why a new password is refused; shown together, one per line (the spec's weak_password "with reasons"). */
export const accountPasswordMessages = {
  tooShort: "Password must be at least 8 characters",
  tooLong: "Password must be at most 128 characters",
  common: "This password is too common and easy to guess. Please choose another one",
  matchesEmail: "Password must not be the same as your email address",
  hint: "At least 8 characters. Long passphrases, spaces and any characters are welcome.",
} as const;
