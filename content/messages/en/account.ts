/** Texts of the account screens and e-mails; the toasts and the sign-in error are the specification's (sections 5, 8). */
export const accountMessages = {
  toasts: {
    signedUp: "Please check your email to confirm your account",
    signedIn: "Welcome back!",
    signedOut: "Signed out successfully",
    resetSent: "Password reset email sent",
  },
  errors: {
    missingCredentials: "You must provide either an email or phone number and a password",
    invalidCredentials: "Invalid email or password",
    emailNotVerified: "Please confirm your email address before signing in. We can send the confirmation link again.",
    throttled: (minutes: number) => `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    unexpected: "Something went wrong. Please try again.",
    fieldErrorsSummary: "Please correct the highlighted fields.",
  },
  mail: {
    confirm: {
      subject: "Confirm your Matcha Glow account",
      text: (name: string, url: string) =>
        `Hello ${name},\n\nPlease confirm your e-mail address to finish creating your Matcha Glow account:\n\n${url}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.`,
    },
    existing: {
      subject: "You already have a Matcha Glow account",
      text: (name: string, signInUrl: string, resetUrl: string) =>
        `Hello ${name},\n\nSomeone (hopefully you) tried to create a Matcha Glow account with this e-mail address, which already has one.\n\nSign in: ${signInUrl}\nForgot your password? ${resetUrl}\n\nIf this was not you, you can ignore this e-mail.`,
    },
    reset: {
      subject: "Reset your Matcha Glow password",
      text: (name: string, url: string) =>
        `Hello ${name},\n\nUse this link to choose a new password:\n\n${url}\n\nThe link works once and expires in 1 hour. Resetting signs you out on every device. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    },
  },
} as const;
