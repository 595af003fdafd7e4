/** The shopper's data rights on /account (UAE Federal Decree-Law 45 of 2021, Articles 14 and 15). */
export const accountDataRights = {
  title: "Your data",
  exportIntro:
    "Download everything the shop keeps about you (profile, addresses, orders, reviews, newsletter and consent history) as a JSON file.",
  exportLink: "Download my data",
  deleteTitle: "Delete my account",
  deleteIntro:
    "Your profile, sign-in details and newsletter subscription are deleted and you are signed out everywhere. UAE tax law requires us to keep invoices for 5 years, so your orders stay on record with your name, phone, street and e-mail removed.",
  // Not "Current password": the two-factor form on the same page has that label.
  passwordLabel: "Confirm with your password",
  codeLabel: "Code from your authenticator app",
  codeHint: "The 6-digit code it shows now.",
  reviewsLegend: "Your reviews",
  reviewsKeep: 'Keep them, shown as "A verified buyer"',
  reviewsDelete: "Delete them",
  submit: "Delete my account",
  submitting: "Deleting...",
  errors: {
    passwordRequired: "Please enter your password",
    codeRequired: "Please enter the 6-digit code from your authenticator app",
    reviewsChoice: "Please choose what happens to your reviews",
  },
  deleted: "Your account has been deleted.",
} as const;
