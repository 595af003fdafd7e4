"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { getAuth } from "@/lib/auth";
import { setFlash } from "@/lib/auth/set-flash";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { localizedPath } from "@/lib/i18n/locales";
import { signOutSchema } from "@/lib/validations/account";

/**
 * The spec's scopes: 'global' (default) ends every session of the account, 'local' this device's, 'others' every
 * other device's. Sessions are database rows, so an ended one is refused on its very next request. Calling it
 * without a session (twice, or after signing out elsewhere) just lands on the home page.
 */
export async function signOutAction(formData: FormData): Promise<void> {
  const parsed = signOutSchema.safeParse({ scope: formData instanceof FormData ? (formData.get("scope") ?? undefined) : undefined });
  const scope = parsed.success ? parsed.data.scope : "global";
  // Lands on the home or account page of the language the shopper signed out from.
  const home = localizedPath(readFormLocale(formData), "/");
  const account = localizedPath(readFormLocale(formData), "/account");
  const auth = await getAuth();
  const requestHeaders = await headers();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) redirect(home);

  if (scope === "others") {
    await auth.api.revokeOtherSessions({ headers: requestHeaders });
    await setFlash("signed-out-others");
    redirect(account);
  }
  if (scope === "global") await auth.api.revokeSessions({ headers: requestHeaders });
  // Clears this browser's cookies (and ends this session when it is the only one being ended).
  await auth.api.signOut({ headers: requestHeaders });
  await setFlash("signed-out");
  redirect(home);
}
