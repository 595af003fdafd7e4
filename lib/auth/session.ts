import "server-only";

import { headers } from "next/headers";

import { getAuth } from "./index";

/** The signed-in shopper's session (read from the database on every call), or null. Never cached. */
export async function getCurrentSession() {
  const auth = await getAuth();
  return auth.api.getSession({ headers: await headers() });
}

export type CurrentSession = NonNullable<Awaited<ReturnType<typeof getCurrentSession>>>;
