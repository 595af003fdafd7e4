/** The page an e-mailed confirmation link opens: it asks for the password chosen at sign-up (lib/auth/pending-sign-up.ts). */
export const accountConfirmMessages = {
  title: "Confirm your account",
  intro: (email: string) =>
    `You are confirming the account for ${email}. Enter the password you chose when you signed up: the account is created with that password.`,
  passwordLabel: "Password chosen at sign-up",
  submit: "Confirm my account",
  submitting: "Confirming…",
  confirmed: "Your account is confirmed. Please sign in.",
  wrongPassword:
    "That is not the password chosen at sign-up for this address. Please type the password you chose when you signed up.",
  invalidLinkTitle: "This link does not work any more",
  invalidLink:
    "This confirmation link is invalid or has expired, or the account is already confirmed. Please sign in, or sign up again for a new link.",
  signIn: "Sign in",
  signUpAgain: "Sign up again",
} as const;
