import "server-only";

import { notFound } from "next/navigation";

export type AdminUser = { id: string; email: string; name: string };

/**
 * The signed-in admin, or null. Every admin route handler and server action calls this itself (proxy.ts is only a
 * first line). Until accounts exist there is no admin, so nobody gets through.
 */
export async function getAdminUser(): Promise<AdminUser | null> {
  return null;
}

/** For admin pages: the signed-in admin, or the 404 page for everyone else. */
export async function requireAdminPage(): Promise<AdminUser> {
  const admin = await getAdminUser();
  if (!admin) notFound();
  return admin;
}
