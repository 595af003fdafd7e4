import "server-only";

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins/two-factor";

import { accountMessages } from "@/content/messages/en/account";
import { brand } from "@/content/brand";
import type { Db } from "@/lib/db";
import { authAccounts, sessions, twoFactors, users, verifications } from "@/lib/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-address-core.mjs";
import { sendConfirmationMail, sendExistingAccountMail, sendPasswordResetMail } from "./auth-mail";
import { consumeAuthLimits } from "./auth-rate-limits";
import { hashPassword, verifyPassword } from "./password-hash";
import { passwordProblems } from "./password-policy";

export type AuthConfig = {
  db: Db;
  secret: string;
  /** The shop's public origin: links in e-mails and the trusted origin for form posts. */
  siteUrl: string;
  /** Secure cookies; false only where the site is served over plain http (localhost). */
  secureCookies: boolean;
};

/** Where Better Auth answers; its e-mail links point here and redirect back into the site. */
export const AUTH_BASE_PATH = "/api/auth";
export const PASSWORD_MAX_LENGTH = 256;

const bodyEmail = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase().slice(0, 254) : null;
};

/** The password a call is about to set, for the paths that set one. */
const newPasswordIn = (path: string, body: unknown): string | null => {
  const fields = body as { password?: unknown; newPassword?: unknown } | undefined;
  const value = path === "/sign-up/email" ? fields?.password : path === "/reset-password" || path === "/change-password" ? fields?.newPassword : null;
  return typeof value === "string" ? value : null;
};

/** One Better Auth instance on the shop's database. Tests create their own with an in-memory database. */
export function createAuth({ db, secret, siteUrl, secureCookies }: AuthConfig) {
  return betterAuth({
    appName: brand.name,
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [new URL(siteUrl).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications, twoFactor: twoFactors },
    }),
    telemetry: { enabled: false },
    // Its warnings (e.g. every wrong password) would drown the log; failures still show.
    logger: { level: "error" },
    // Replaced by the shared limits in the hook below, which also cover auth.api.* calls from server actions.
    rateLimit: { enabled: false },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
        // Never an input: only `npm run admin:create` makes an admin.
        role: { type: "string", required: false, input: false, defaultValue: "user" },
      },
    },
    session: {
      // Every request reads the session row (no cookie cache), so a session ended elsewhere ends at once.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      // Counted in UTF-16 units by Better Auth; the form's own rule (in characters) is the one shoppers meet.
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url, token }) => sendPasswordResetMail(db, user, url, token),
      onExistingUserSignUp: ({ user }) => sendExistingAccountMail(db, user, siteUrl),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user, url }) => sendConfirmationMail(db, user, url),
    },
    advanced: {
      useSecureCookies: secureCookies,
      // Set by server.mjs from the socket on every request; a client-sent copy is overwritten.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const clientAddress = ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? "unidentified";
        const limited = await consumeAuthLimits({ path: ctx.path, email: bodyEmail(ctx.body), clientAddress });
        if (!limited.ok) {
          throw new APIError("TOO_MANY_REQUESTS", {
            code: "RATE_LIMITED",
            message: accountMessages.errors.throttled(Math.ceil(limited.retryAfterSeconds / 60)),
          });
        }
        const newPassword = newPasswordIn(ctx.path, ctx.body);
        const problems = newPassword === null ? [] : passwordProblems(newPassword, { email: bodyEmail(ctx.body) });
        if (problems.length > 0) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: problems.join("\n") });
      }),
    },
    plugins: [
      twoFactor({ issuer: brand.name, backupCodeOptions: { amount: 10, length: 10 } }),
      // Last, so cookies set by any endpoint called from a server action reach the browser.
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
