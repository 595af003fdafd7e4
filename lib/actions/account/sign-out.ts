"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { formInput } from "@/lib/actions/action-input";
import { defineDirectAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { setFlash } from "@/lib/auth/set-flash";
import { localizedPath } from "@/lib/i18n/locales";
import { signOutSchema } from "@/lib/validations/account";

/**
 * The spec's scopes: 'global' (default) ends every session of the account, 'local' this device's, 'others' every
 * other device's. Sessions are database rows, so an ended one is refused on its very next request. Calling it
 * without a session (twice, or after signing out elsewhere) just lands on the home page, in the language the
 * shopper signed out from. The schema reads any other scope as 'global', so nothing is ever refused here.
 */
export const signOutAction = defineDirectAction({
  name: "account/sign-out",
  who: "anyone",
  read: formInput(["scope"], 20),
  schema: signOutSchema,
  answers: () => undefined,
  work: async ({ input: { scope }, locale }) => {
    const home = localizedPath(locale, "/");
    const auth = await getAuth();
    const requestHeaders = await headers();
    const session = await auth.api.getSession({ headers: requestHeaders });
    if (!session) redirect(home);

    if (scope === "others") {
      await auth.api.revokeOtherSessions({ headers: requestHeaders });
      await setFlash("signed-out-others");
      redirect(localizedPath(locale, "/account"));
    }
    if (scope === "global") await auth.api.revokeSessions({ headers: requestHeaders });
    // Clears this browser's cookies (and ends this session when it is the only one being ended).
    await auth.api.signOut({ headers: requestHeaders });
    await setFlash("signed-out");
    redirect(home);
  },
});
