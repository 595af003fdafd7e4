export const ADMIN_SET_UP_LINK_MINUTES: number;
export function createAdminSetUpLink(options: {
  query: (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;
  email: string;
  siteUrl: string;
  now?: Date;
}): Promise<{ url: string; token: string; existed: boolean; expiresAt: Date }>;
