/** The local shop's SHOP_OWNER_EMAIL (playwright.config.ts): where its new-order e-mails and summary arrive. */
export const e2eOwnerEmail = "owner-inbox@e2e.example.com";
