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
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-address-core";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { hasUnacceptableName } from "./account-name";
import { sendPasswordResetMail } from "./auth-mail";
import { consumeAuthLimits, recordSignInAttempt } from "./auth-rate-limits";
import { accountOfCredentialCheck, serverSideChoices } from "./credential-check-context";
import { hashPassword, verifyPassword } from "./password-hash";
import { passwordProblems } from "./password-policy";
import { requireCodeForSecondFactorChange, type SecondFactorCheck } from "./second-factor-changes";
import { stampSignInTime } from "./session-sign-in-time";
import { clearSignInLockout } from "./sign-in-lockout";
import { claimTotpCode } from "./used-totp-codes";
import { endOtherSessionsAfterTwoFactorSetUp } from "./two-factor-set-up";
import { RESET_LINK_HOURS } from "./link-lifetimes";
import { answerSignUpPath } from "./pending-sign-up-routes";

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
  const value =
    path === "/sign-up/email"
      ? fields?.password
      : path === "/reset-password" || path === "/change-password"
        ? fields?.newPassword
        : null;
  return typeof value === "string" ? value : null;
};

/** One Better Auth instance on the shop's database. Tests create their own with an in-memory database. */
export function createAuth({ db, secret, siteUrl, secureCookies }: AuthConfig) {
  // A change of second factor is checked through Better Auth's own verify endpoints (so their limits, lock-out and
  // replay memory apply); they exist once the instance does.
  let verifyCode: { totp: SecondFactorCheck; backupCode: SecondFactorCheck } | null = null;
  const secondFactorCheck = {
    totp: (code: string, headers: Headers) => verifyCode!.totp(code, headers),
    backupCode: (code: string, headers: Headers) => verifyCode!.backupCode(code, headers),
  };
  const auth = betterAuth({
    appName: brand.name,
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [new URL(siteUrl).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: authAccounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
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
        // Set on the profile page (lib/auth/update-profile.ts), never through Better Auth's update endpoint.
        phoneNumber: { type: "string", required: false, input: false },
        // The shop language of the sign-up, so account e-mails are written in it (auth-mail re-checks the value).
        locale: { type: "string", required: false, input: true, defaultValue: "en" },
      },
    },
    // A direct HTTP sign-up may send any `locale`: only the shop's languages are stored, anything else is English.
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, locale: isLocale(user.locale) ? user.locale : defaultLocale } }),
        },
      },
      session: { create: { before: async (session, ctx) => stampSignInTime(session, ctx) } },
    },
    session: {
      // Every request reads the session row (no cookie cache), so a session ended elsewhere ends at once.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        // When the sign-in behind the session happened; the back office's 12 hours count from it (admin.ts).
        signedInAt: { type: "date", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      // Counted in UTF-16 units by Better Auth; the form's own rule (in characters) is the one shoppers meet.
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The reset leaves two factors in place (a reset proves the inbox, not the authenticator) and ends a lock-out.
      onPasswordReset: ({ user }) => clearSignInLockout(user.email),
      sendResetPassword: ({ user, url, token }) => sendPasswordResetMail(db, user, url, token),
    },
    // Sign-ups, their e-mails and their confirmation are the shop's (lib/auth/pending-sign-up-routes.ts): Better Auth
    // never creates an account from a sign-up and never mails a confirmation link of its own.
    emailVerification: { sendOnSignUp: false, sendOnSignIn: false },
    disabledPaths: ["/verify-email"],
    advanced: {
      useSecureCookies: secureCookies,
      // Set by server.ts from the socket on every request; a client-sent copy is overwritten.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const clientAddress = ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? "unidentified";
        const accountId = await accountOfCredentialCheck(ctx);
        const limited = await consumeAuthLimits({
          path: ctx.path,
          email: bodyEmail(ctx.body),
          clientAddress,
          accountId,
        });
        if (!limited.ok) {
          throw new APIError("TOO_MANY_REQUESTS", {
            code: "RATE_LIMITED",
            message: accountMessages.errors.throttled(Math.ceil(limited.retryAfterSeconds / 60)),
            // The forms word the refusal in the shopper's language from this (lib/auth/auth-error.ts).
            retryAfterSeconds: limited.retryAfterSeconds,
          });
        }
        const newPassword = newPasswordIn(ctx.path, ctx.body);
        const problems = newPassword === null ? [] : passwordProblems(newPassword, { email: bodyEmail(ctx.body) });
        if (problems.length > 0)
          throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: problems.join("\n") });
        if (hasUnacceptableName(ctx.path, ctx.body))
          throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message: accountMessages.errors.invalidName });
        await requireCodeForSecondFactorChange(ctx, secondFactorCheck);
        if (ctx.path === "/two-factor/verify-totp" && accountId) await claimTotpCode(accountId, ctx.body);
        // Last, once the call passed every check: a sign-up is a pending sign-up until its inbox confirms it.
        const answered = await answerSignUpPath(ctx.path, ctx.body, { db, secret, siteUrl });
        if (answered) return answered;
        return serverSideChoices(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await recordSignInAttempt(ctx.path, bodyEmail(ctx.body), ctx.context.returned);
        await endOtherSessionsAfterTwoFactorSetUp(ctx);
      }),
    },
    plugins: [
      twoFactor({ issuer: brand.name, backupCodeOptions: { amount: 10, length: 10 } }),
      // Last, so cookies set by any endpoint called from a server action reach the browser.
      nextCookies(),
    ],
  });
  verifyCode = {
    totp: (code, headers) => auth.api.verifyTOTP({ body: { code }, headers }),
    backupCode: (code, headers) => auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers }),
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
