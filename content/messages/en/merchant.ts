/** The labels of the merchant's identity (content/merchant.ts) in the footer and on the terms page. */
export const merchantMessages = {
  heading: "Who we are",
  tradeLicence: (number: string, issuer: string) => `Trade licence no. ${number}, issued by ${issuer}`,
  trn: (trn: string) => `Tax Registration Number (TRN): ${trn}`,
  address: "Address",
  email: "E-mail",
  phone: "Phone",
  /** Reopens the cookie banner (components/analytics/cookie-settings-link.tsx). */
  cookieSettings: "Cookie settings",
} as const;
