/** Changing a second factor (turning it off, new backup codes), which needs a code as well as the password. */
export const accountTwoFactorMessages = {
  codeRequired:
    "To change two-factor authentication, enter a current code from your authenticator app or an unused backup code.",
  codeAlreadyUsed: "That code has already been used. Please wait for the next code from your authenticator app.",
  backupCodesRenewed: "New backup codes are ready. Your old backup codes no longer work.",
  changeIntro:
    "To turn it off or get new backup codes, enter your password and a current code from your app (or an unused backup code).",
  renewBackupCodes: "Get new backup codes",
  renewing: "Preparing...",
  newBackupCodesTitle: "Your new backup codes",
  newBackupCodesIntro: "Each code signs you in once. Save them somewhere safe now: they are not shown again.",
} as const;
