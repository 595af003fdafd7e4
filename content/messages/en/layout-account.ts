export const layoutAccountMessages = { account: "Account" } as const;
