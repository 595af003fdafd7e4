import type { Auth } from "@/lib/auth/create-auth";
import { confirmPendingSignUp, type ConfirmOutcome } from "@/lib/auth/pending-sign-up";
import type { Db } from "@/lib/db";
import { clientHeaders, latestMail, linkIn } from "./test-auth";
import { totpCode } from "./totp";

export type NewAccount = { email: string; password: string; firstName?: string; lastName?: string };

let counter = 0;
/** A fresh address per call, so tests sharing one database never meet each other's accounts or limits. */
export const uniqueAddress = (prefix = "shopper") => `${prefix}-${Date.now()}-${++counter}@example.com`;

export async function signUp(auth: Auth, account: NewAccount, address?: string) {
  return auth.api.signUpEmail({
    body: {
      email: account.email,
      password: account.password,
      name: `${account.firstName ?? "Layla"} ${account.lastName ?? "Test"}`,
      firstName: account.firstName ?? "Layla",
      lastName: account.lastName ?? "Test",
    },
    headers: clientHeaders(address),
  });
}

/** The token of the newest confirmation e-mail to `email` (its link opens /account/confirm?token=…). */
export async function confirmationTokenFor(db: Db, email: string): Promise<string> {
  const mail = await latestMail(db, email, "account_confirm");
  if (!mail) throw new Error(`no confirmation e-mail for ${email}`);
  return new URL(linkIn(mail.textBody)).searchParams.get("token") ?? "";
}

/** Submits the newest confirmation link's page with `password`, as the shopper's browser would. */
export async function confirmByMail(auth: Auth, db: Db, email: string, password: string): Promise<ConfirmOutcome> {
  const { secret } = await auth.$context;
  return confirmPendingSignUp({ db, secret }, { token: await confirmationTokenFor(db, email), password });
}

export async function createConfirmedAccount(auth: Auth, db: Db, account: NewAccount): Promise<void> {
  await signUp(auth, account);
  const outcome = await confirmByMail(auth, db, account.email, account.password);
  if (!outcome.ok) throw new Error(`confirmation answered ${outcome.code}`);
}

/** Signs in and returns the session cookie as a browser would send it back. */
export async function signInCookie(
  auth: Auth,
  account: Pick<NewAccount, "email" | "password">,
  address?: string,
): Promise<string> {
  const { headers } = await auth.api.signInEmail({
    body: { email: account.email, password: account.password },
    headers: clientHeaders(address),
    returnHeaders: true,
  });
  const setCookie = headers.get("set-cookie") ?? "";
  const match = /better-auth\.session_token=[^;]+/.exec(setCookie);
  if (!match) throw new Error("sign-in set no session cookie");
  return match[0];
}

/** The APIError a Better Auth call rejected with, or null when it succeeded. */
export async function apiError(
  call: Promise<unknown>,
): Promise<{ status: string; statusCode: number; code?: string; message: string } | null> {
  try {
    await call;
    return null;
  } catch (error) {
    const failure = error as {
      status: string;
      statusCode: number;
      body?: { code?: string; message?: string };
      message: string;
    };
    return {
      status: failure.status,
      statusCode: failure.statusCode,
      code: failure.body?.code,
      message: failure.body?.message ?? failure.message,
    };
  }
}

/**
 * Turns TOTP on for a signed-in account as the account page does; answers the secret and the session cookie it renews.
 */
export async function turnOnTotp(
  auth: Auth,
  account: Pick<NewAccount, "password">,
  cookie: string,
): Promise<{ secret: string; cookie: string }> {
  const enabled = await auth.api.enableTwoFactor({
    body: { password: account.password },
    headers: clientHeaders(undefined, { cookie }),
  });
  if (enabled.method !== "totp") throw new Error("expected TOTP");
  const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
  const { headers } = await auth.api.verifyTOTP({
    body: { code: totpCode(secret) },
    headers: clientHeaders(undefined, { cookie }),
    returnHeaders: true,
  });
  const renewed = /better-auth\.session_token=[^;]+/.exec(headers.get("set-cookie") ?? "")?.[0];
  if (!renewed) throw new Error("turning on TOTP set no session cookie");
  return { secret, cookie: renewed };
}
