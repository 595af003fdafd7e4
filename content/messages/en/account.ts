/** Texts of the account screens and e-mails; the toasts and the sign-in error are the specification's (sections 5, 8). */
export const accountMessages = {
  toasts: {
    signedUp: "Please check your email to confirm your account",
    signedIn: "Welcome back!",
    signedOut: "Signed out successfully",
    resetSent: "Password reset email sent",
  },
  flash: {
    passwordChanged: "Your password has been changed. Please sign in with the new one.",
    twoFactorEnabled: "Two-factor authentication is on.",
    twoFactorDisabled: "Two-factor authentication is off.",
    profileSaved: "Your profile has been saved.",
    signedOutOthers: "You have been signed out on your other devices.",
    confirmationSent: "If that address has an account waiting for confirmation, a new link is on its way.",
  },
  fields: {
    firstName: {
      label: "First name",
      required: "Please enter your first name",
      tooLong: "First name must be at most 50 characters",
      notOneLine: "Please write your first name on one line, without line breaks or special characters",
    },
    lastName: {
      label: "Last name",
      required: "Please enter your last name",
      tooLong: "Last name must be at most 50 characters",
      notOneLine: "Please write your last name on one line, without line breaks or special characters",
    },
    email: { label: "Email address", placeholder: "you@example.com", invalid: "Please enter a valid email address" },
    identifier: {
      label: "Email or phone number",
      placeholder: "you@example.com or +971 50 123 4567",
      invalid: "Please enter a valid email address or phone number",
    },
    phone: {
      label: "Phone number (optional)",
      hint: "Lets you sign in with your phone number instead of your e-mail.",
      invalid: "Please enter a phone number like +971 50 123 4567",
      taken: "This phone number is already used by another account",
      tooManyChanges: "You have changed your phone number too many times today. Please try again tomorrow.",
    },
    password: { label: "Password" },
    newPassword: { label: "New password" },
    confirmPassword: { label: "Confirm new password", mismatch: "Passwords do not match" },
    currentPassword: { label: "Current password", required: "Please enter your password" },
    code: {
      label: "Authentication code",
      hint: "The 6-digit code from your authenticator app, or one of your backup codes.",
      invalid: "Please enter the 6-digit code or a backup code",
    },
  },
  errors: {
    missingCredentials: "You must provide either an email or phone number and a password",
    invalidCredentials: "Invalid email or password",
    invalidCode: "That code is not valid. Please try again.",
    codeExpired: "Your sign-in took too long. Please sign in again.",
    wrongPassword: "That password is not correct.",
    resetLinkInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
    signInRequired: "Please sign in first.",
    emailNotVerified: "Please confirm your email address before signing in. We can send the confirmation link again.",
    throttled: (minutes: number) =>
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    unexpected: "Something went wrong. Please try again.",
    fieldErrorsSummary: "Please correct the highlighted fields.",
    /** A direct call to the account API with a name the forms would refuse. */
    invalidName:
      "Names must be one line of at most 50 characters each (101 for the full name), without line breaks or special characters.",
  },
  mail: {
    /** How long a link works, as the e-mails below say it ('24 hours'); same wording as lib/auth/link-lifetimes.ts. */
    linkLifetime: (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`,
    confirm: {
      subject: "Confirm your Matcha Glow account",
      // No name: whoever signs up chooses it, and that need not be the owner of the inbox (issue 22). What makes a
      // stranger's link harmless is the password the page asks for (lib/auth/pending-sign-up.ts), which the mail says.
      text: (url: string, lifetime: string) =>
        `Hello,\n\nPlease confirm your e-mail address to finish creating your Matcha Glow account:\n\n${url}\n\nThe page asks for the password you chose when you signed up; the account is created with that password only. The link expires in ${lifetime}. If you signed up more than once, any of these links works with the password you chose. If you did not sign up, ignore this e-mail: without the password nobody can use the link.`,
    },
    existing: {
      subject: "You already have a Matcha Glow account",
      text: (name: string, signInUrl: string, resetUrl: string) =>
        `Hello ${name},\n\nSomeone (hopefully you) tried to create a Matcha Glow account with this e-mail address, which already has one.\n\nSign in: ${signInUrl}\nForgot your password? ${resetUrl}\n\nIf this was not you, you can ignore this e-mail.`,
    },
    reset: {
      subject: "Reset your Matcha Glow password",
      // No name either: an account that was never confirmed carries a name its owner may not have chosen.
      text: (url: string, lifetime: string) =>
        `Hello,\n\nUse this link to choose a new password:\n\n${url}\n\nThe link works once and expires in ${lifetime}. Resetting signs you out on every device. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    },
  },
} as const;
